import { Flex, List, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { anonymousPostsTexts as texts } from '../../../locales/ja-JP/anonymous-posts';
import { useAnonymousPostsMyNoticesQuery, useAnonymousPostsMyReportsQuery } from '../../../shared/api/generated/anonymous-posts';
import { relativeTime } from '../../../shared/lib/datetime';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ReportOutcomeItem } from '../../../shared/ui/ReportOutcomeItem';

/** What became of the caller's own posts (moderation) and of their reports. */
export function MyOutcomes({ now }: { now: Date }) {
  const notices = useAnonymousPostsMyNoticesQuery();
  const reports = useAnonymousPostsMyReportsQuery();
  return (
    <Flex vertical gap="middle">
      <Panel size="small" title={texts.notices.title} loading={notices.isLoading}>
        {notices.data?.length === 0 ? (
          <EmptyState size="compact" illustration="list" title={texts.notices.empty} />
        ) : (
          <List
            dataSource={notices.data ?? []}
            renderItem={(notice) => (
              <List.Item>
                <Flex vertical gap={2}>
                  <Typography.Text strong>{texts.notices.actions[notice.action]}</Typography.Text>
                  <Typography.Text>{notice.excerpt}</Typography.Text>
                  <Typography.Text type="secondary">{`${notice.reason} ・ ${relativeTime(notice.createdAt, now)}`}</Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Panel>
      <Panel size="small" title={texts.myReports.title} loading={reports.isLoading}>
        {reports.data?.length === 0 ? (
          <EmptyState size="compact" illustration="list" title={texts.myReports.empty} />
        ) : (
          <List
            dataSource={reports.data ?? []}
            renderItem={(report) => (
              <ReportOutcomeItem
                subject={<AntTypography.Text ellipsis>{report.excerpt ?? texts.myReports.gone}</AntTypography.Text>}
                outcome={report.outcome}
                outcomeLabel={texts.myReports.outcomes[report.outcome]}
                report={report}
                now={now}
              />
            )}
          />
        )}
      </Panel>
    </Flex>
  );
}
