import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Tag, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import type { ReactNode } from 'react';
import { aiCoachingTexts } from '../../../locales/ja-JP/ai-coaching';
import { useAiCoachingDeleteSessionMutation, type CoachingSessionResponse } from '../../../shared/api/generated/ai-coaching';
import { notifySuccess } from '../../../shared/ui/notify';
import '../write-failures';
import { scenarioOf } from '../lib/sessions';
import { formatInstant } from '../../../shared/lib/datetime';

const t = aiCoachingTexts.chat;

/**
 * The leading whole lines of a summary within `max` characters: the coach writes a summary one
 * sentence a line, so nothing is cut in a word. A first line longer than that (a user's message)
 * is kept whole; the card clamps it on screen.
 */
function leadOf(summary: string, max = 100): string {
  let out = '';
  for (const line of summary.split('\n')) {
    if (out && out.length + line.length > max) break;
    out = out ? `${out}\n${line}` : line;
  }
  return out;
}

/** One session in a list: what it was about, when, active or completed, its summary (about 100 characters, whole lines), delete; an action beside it (「再開する」). */
export function SessionCard({ session, onOpen, action }: { session: CoachingSessionResponse; onOpen?: () => void; action?: ReactNode }) {
  const [remove, { isLoading }] = useAiCoachingDeleteSessionMutation();
  const title = scenarioOf(session)?.title ?? session.topic ?? aiCoachingTexts.sessionTypes[session.sessionType];
  const summary = session.summary ?? session.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  return (
    <Panel size="small" hoverable={!!onOpen} onClick={onOpen}>
      <Flex justify="space-between" align="flex-start" gap="small">
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Flex gap="small" wrap align="center">
            <Typography.Text strong>{title}</Typography.Text>
            <Tag color={session.isActive ? 'processing' : 'default'}>{session.isActive ? t.active : t.completed}</Tag>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatInstant(session.createdAt, 'day')} ・ {aiCoachingTexts.sessionTypes[session.sessionType]}
          </Typography.Text>
          {summary && (
            <AntTypography.Paragraph ellipsis={{ rows: 6 }} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', margin: 0 }}>
              {leadOf(summary)}
            </AntTypography.Paragraph>
          )}
        </Flex>
        <Flex gap="small" align="center" style={{ flex: 'none' }}>
        {action}
        <Popconfirm
          title={t.deleteConfirm}
          okText={t.delete}
          onConfirm={async (e) => {
            e?.stopPropagation();
            try {
              await remove({ id: session.id }).unwrap();
              notifySuccess(t.deleted);
            } catch {
              // Shown by the write-failure listener.
            }
          }}
          onCancel={(e) => e?.stopPropagation()}
        >
          <Button size="small" type="text" danger icon={<DeleteOutlined />} loading={isLoading} aria-label={t.delete} onClick={(e) => e.stopPropagation()} />
        </Popconfirm>
        </Flex>
      </Flex>
    </Panel>
  );
}
