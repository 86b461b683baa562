import { Flex, Rate, Skeleton, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { brand } from '../../../shared/ui/brand-tokens';
import { useOneOnOneMatrixListSessionsQuery } from '../api/one-on-one-api';
import { QUADRANT_STYLE } from '../lib/quadrant-style';
import { formatCalendarDate } from '../../../shared/lib/datetime';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

/** The 1on1 sessions recorded for an entry, newest first. */
export function SessionList({ entryId }: { entryId: string }) {
  const { data, isLoading, error, refetch } = useOneOnOneMatrixListSessionsQuery({ id: entryId });

  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error !== undefined) {
    return (
      <LoadFailure title={m.entry.sessionsLoadFailed} error={error} onRetry={() => refetch()} />
    );
  }
  const sessions = [...(data ?? [])].sort((a, b) => b.sessionDate.localeCompare(a.sessionDate) || b.recordedAt.localeCompare(a.recordedAt));
  if (sessions.length === 0) return <EmptyState size="compact" illustration="list" title={m.entry.noSessions} />;

  return (
    <Flex vertical gap="small" role="list" aria-label={m.entry.sessions}>
      {sessions.map((session) => (
        <Flex key={session.id} vertical gap={6} role="listitem" style={{ padding: 12, border: `1px solid ${brand.border}`, borderRadius: 8 }}>
          <Flex justify="space-between" align="center" wrap gap="small">
            <Typography.Text strong>{formatCalendarDate(session.sessionDate, 'dayWithWeekday')}</Typography.Text>
            <Tag color={QUADRANT_STYLE[session.approach].tag} style={{ marginInlineEnd: 0 }}>
              {session.approachLabel}
            </Tag>
          </Flex>
          <Flex align="center" gap="small">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {m.entry.effectiveness}
            </Typography.Text>
            <Rate
              disabled
              value={session.effectiveness}
              style={{ fontSize: 14 }}
              aria-label={`${m.entry.effectiveness} ${session.effectiveness}`}
            />
          </Flex>
          {session.outcomes && (
            <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                {m.entry.outcomes}
              </Typography.Text>
              {session.outcomes}
            </Typography.Paragraph>
          )}
          {session.feedback && (
            <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                {m.entry.feedback}
              </Typography.Text>
              {session.feedback}
            </Typography.Paragraph>
          )}
          {session.nextSessionDate && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {m.entry.nextPlanned(formatCalendarDate(session.nextSessionDate, 'dayWithWeekday'))}
            </Typography.Text>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
