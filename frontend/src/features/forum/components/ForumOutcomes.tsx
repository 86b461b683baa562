import { Flex, List, Tag, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { Link } from 'react-router';
import { forumTexts } from '../../../locales/ja-JP/forum';
import { useForumMyNoticesQuery, useForumMyReportsQuery } from '../../../shared/api/generated/forum';
import { relativeTime } from '../../../shared/lib/datetime';
import { ReportOutcomeItem } from '../../../shared/ui/ReportOutcomeItem';

const texts = forumTexts.outcomes;
const ACTION_COLORS = { auto_hidden: 'warning', hidden: 'error', restored: 'success' } as const;

/**
 * What became of the caller's reports, and what moderators did with the caller's own posts and
 * replies. Shown only when there is something to tell.
 */
export function ForumOutcomes({ now }: { now: Date }) {
  const notices = useForumMyNoticesQuery();
  const reports = useForumMyReportsQuery();
  if (!notices.data?.length && !reports.data?.length) return null;

  return (
    <Panel size="small" title={texts.title} data-testid="forum-outcomes">
      <Flex vertical gap="small">
        {notices.data && notices.data.length > 0 && (
          <List
            size="small"
            header={<Typography.Text strong>{texts.notices}</Typography.Text>}
            dataSource={notices.data}
            renderItem={(notice) => (
              <List.Item style={{ paddingInline: 0 }}>
                <Flex vertical gap={2} style={{ minWidth: 0 }}>
                  <Flex gap="small" wrap align="center">
                    <Tag color={ACTION_COLORS[notice.action]}>{texts.actions[notice.action]}</Tag>
                  </Flex>
                  <AntTypography.Text ellipsis style={{ maxWidth: '100%' }}>
                    {notice.replyId ? `${texts.reply}: ${notice.excerpt}` : notice.postTitle}
                  </AntTypography.Text>
                  <Typography.Text type="secondary">{`${notice.reason} ・ ${relativeTime(notice.createdAt, now)}`}</Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
        {reports.data && reports.data.length > 0 && (
          <List
            size="small"
            header={<Typography.Text strong>{texts.reports}</Typography.Text>}
            dataSource={reports.data}
            renderItem={(report) => (
              <ReportOutcomeItem
                compact
                subject={
                  report.outcome === 'hidden' && !report.replyId ? (
                    // A hidden post opens for nobody: its title alone, not a link to a page that cannot show it.
                    <AntTypography.Text ellipsis style={{ minWidth: 0 }}>
                      {report.postTitle}
                    </AntTypography.Text>
                  ) : (
                    <Link to={`/community/forum/${report.postId}`} style={{ minWidth: 0 }}>
                      <AntTypography.Text ellipsis>{report.replyId ? `${texts.reply}: ${report.excerpt}` : report.postTitle}</AntTypography.Text>
                    </Link>
                  )
                }
                outcome={report.outcome}
                outcomeLabel={texts.outcomes[report.outcome]}
                report={report}
                now={now}
              />
            )}
          />
        )}
      </Flex>
    </Panel>
  );
}
