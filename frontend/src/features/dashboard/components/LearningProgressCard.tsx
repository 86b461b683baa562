import { Flex, Progress, Skeleton } from 'antd';
import { Panel } from '../../../shared/ui/Panel';
import { dashboardLearningTexts as texts } from '../../../locales/ja-JP/dashboard';
import type { LearningSummaryResponse } from '../../../shared/api/generated/learning';
import { LearningCategoryBars } from '../../../shared/ui/LearningCategoryBars';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { KeyFigure } from './KeyFigure';
import { Typography } from '../../../shared/ui/Typography';

/**
 * The user's learning, with the learning screen's own figures: the `learning` part of the
 * dashboard's one first-screen answer (the same as GET /api/learning-content/summary).
 */
export function LearningProgressCard({ summary, isLoading }: { summary: LearningSummaryResponse | undefined; isLoading: boolean }) {
  return (
    <Panel title={texts.title} extra={<LinkButton to="/community/learning">{texts.open}</LinkButton>}>
      {isLoading || !summary ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : summary.totalCount === 0 ? (
        <Typography.Text type="secondary">{texts.empty}</Typography.Text>
      ) : (
        <Flex vertical gap="middle">
          <Flex vertical gap={0}>
            <Flex justify="space-between">
              <Typography.Text type="secondary">{texts.overall}</Typography.Text>
              <Typography.Text>{texts.completed(summary.completedCount, summary.totalCount)}</Typography.Text>
            </Flex>
            <Progress percent={summary.overallPercent} aria-label={`${texts.overall} ${summary.overallPercent}%`} />
          </Flex>
          <Flex gap="large" wrap>
            <KeyFigure label={texts.studyTime} value={texts.minutes(summary.studyMinutesThisMonth)} />
            <KeyFigure label={texts.badges} value={texts.badgeCount(summary.badgesEarned, summary.badges.length)} />
          </Flex>
          <LearningCategoryBars categories={summary.categories} />
        </Flex>
      )}
    </Panel>
  );
}
