import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Tag, Typography as AntTypography } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { agendaMessages as t } from '../../../../locales/ja-JP/one-on-one-agendas';
import { useOneOnOneAgendasRecordOutcomeMutation, useOneOnOneAgendasRemoveTopicFromAgendaMutation, type AgendaResponse } from '../../../../shared/api/generated/one-on-one-agendas';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { brand } from '../../../../shared/ui/brand-tokens';
import { notifySuccess } from '../../../../shared/ui/notify';
import '../../write-failures';

const PRIORITY_COLOR: Record<number, string> = { 1: 'red', 2: 'gold', 3: 'default' };

/** The next session's topics by priority: what the member wants from each, and the manager's outcome. */
export function AgendaTopicList({ agenda }: { agenda: AgendaResponse }) {
  const [remove] = useOneOnOneAgendasRemoveTopicFromAgendaMutation();
  const [recordOutcome] = useOneOnOneAgendasRecordOutcomeMutation();
  const isManager = agenda.role === 'manager';

  if (agenda.topics.length === 0) return <EmptyState size="compact" illustration="list" title={t.noTopics} description={t.noTopicsHint} />;

  const saveOutcome = async (itemId: string, outcome: string) => {
    try {
      await recordOutcome({ entryId: agenda.entryId, sessionId: 'next', itemId, recordAgendaTopicOutcomeRequest: { outcome } }).unwrap();
      notifySuccess(t.outcomeSaved);
    } catch {
      // Shown by the write-failure listener.
    }
  };
  const removeTopic = async (itemId: string) => {
    try {
      await remove({ entryId: agenda.entryId, sessionId: 'next', itemId }).unwrap();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Flex vertical gap="small" role="list" aria-label={t.nextAgenda}>
      {agenda.topics.map((topic) => (
        <Flex key={topic.id} vertical gap={4} role="listitem" style={{ padding: 12, border: `1px solid ${brand.border}`, borderRadius: 8 }}>
          <Flex justify="space-between" align="start" gap="small">
            <Flex wrap gap={6} align="center" style={{ minWidth: 0 }}>
              <Tag color={PRIORITY_COLOR[topic.priority]} style={{ marginInlineEnd: 0 }}>
                {t.priorityShort[topic.priority]}
              </Tag>
              <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                {topic.title}
              </Typography.Text>
            </Flex>
            {(isManager || topic.addedBy === agenda.role) && (
              <Popconfirm title={t.removeConfirm} okText={t.remove} onConfirm={() => removeTopic(topic.id)}>
                <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={`${topic.title} ${t.remove}`} />
              </Popconfirm>
            )}
          </Flex>
          <Flex wrap gap={6} align="center">
            {topic.responseWanted && <Tag color="processing">{t.responseWanted[topic.responseWanted]}</Tag>}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t.addedByLabel(t.addedBy[topic.addedBy])}
            </Typography.Text>
          </Flex>
          {topic.notes && <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{topic.notes}</Typography.Paragraph>}
          {(isManager || topic.outcome) && (
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                {t.outcome}
              </Typography.Text>
              <AntTypography.Paragraph
                style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}
                type={topic.outcome ? undefined : 'secondary'}
                editable={
                  isManager
                    ? { tooltip: t.outcomeEdit, text: topic.outcome ?? '', onChange: (value) => void saveOutcome(topic.id, value), triggerType: ['icon', 'text'] }
                    : false
                }
              >
                {topic.outcome ?? t.outcomePlaceholder}
              </AntTypography.Paragraph>
            </div>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
