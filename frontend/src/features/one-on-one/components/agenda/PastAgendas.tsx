import { Collapse, Flex, Tag } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { agendaMessages as t } from '../../../../locales/ja-JP/one-on-one-agendas';
import type { AgendaResponse } from '../../../../shared/api/generated/one-on-one-agendas';
import { PulseForm } from './PulseForm';
import { formatCalendarDate } from '../../../../shared/lib/datetime';

/** The held sessions' agendas, newest first: read-only, with the member's pulse (asked of the member until given). */
export function PastAgendas({ agenda }: { agenda: AgendaResponse }) {
  if (agenda.pastSessions.length === 0) return <Typography.Text type="secondary">{t.noPast}</Typography.Text>;
  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t.pastHint}
      </Typography.Text>
      <Collapse
        defaultActiveKey={agenda.pastSessions[0].pulse === null && agenda.role === 'member' ? [agenda.pastSessions[0].sessionId] : []}
        items={agenda.pastSessions.map((session) => ({
          key: session.sessionId,
          label: (
            <Flex justify="space-between" wrap gap="small">
              <span>{t.pastTitle(formatCalendarDate(session.sessionDate, 'dayWithWeekday'))}</span>
              <Tag color={session.pulse ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
                {session.pulse ? t.pulseValue(session.pulse.clarity) : t.pulseNone}
              </Tag>
            </Flex>
          ),
          children: (
            <Flex vertical gap="middle">
              <div>
                <Typography.Text strong>{t.pastTopics}</Typography.Text>
                {session.topics.length === 0 ? (
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                    {t.noTopics}
                  </Typography.Paragraph>
                ) : (
                  <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                    {session.topics.map((topic) => (
                      <li key={topic.id}>
                        <Typography.Text>{topic.title}</Typography.Text>
                        {topic.outcome && (
                          <Typography.Paragraph type="secondary" style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                            {topic.outcome}
                          </Typography.Paragraph>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              {session.actionItems.length > 0 && (
                <div>
                  <Typography.Text strong>{t.pastActions}</Typography.Text>
                  <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                    {session.actionItems.map((item) => (
                      <li key={item.id}>
                        <Typography.Text delete={item.done}>{item.title}</Typography.Text>{' '}
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {t.owner[item.owner]}
                        </Typography.Text>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {session.pulse ? (
                <Typography.Text>
                  {t.pulse}: {t.pulseValue(session.pulse.clarity)}
                  {session.pulse.comment ? `「${session.pulse.comment}」` : ''}
                </Typography.Text>
              ) : agenda.role === 'member' ? (
                <PulseForm entryId={agenda.entryId} sessionId={session.sessionId} />
              ) : (
                <Typography.Text type="secondary">
                  {t.pulse}: {t.pulseNone}
                </Typography.Text>
              )}
            </Flex>
          ),
        }))}
      />
    </Flex>
  );
}
