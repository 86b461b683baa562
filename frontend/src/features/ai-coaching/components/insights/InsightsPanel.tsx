import { MessageOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row, Skeleton } from 'antd';
import { Panel } from '../../../../shared/ui/Panel';
import { coachingInsightsTexts as texts } from '../../../../locales/ja-JP/coaching-insights';
import { useCoachingInsightsOverTimeQuery } from '../../../../shared/api/generated/coaching-insights';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { LoadFailure } from '../../../../shared/ui/LoadFailure';
import { ActivityChart } from './ActivityChart';
import { GoalsCard } from './GoalsCard';
import { GrowBalanceCard } from './GrowBalance';
import { HighlightsCard } from './HighlightsCard';
import { SourceDrawer } from './SourceLinks';
import { ThemesCard } from './ThemesCard';

/**
 * The AI coach's insights mode: what the user's own sessions and journal say over time (recurring
 * themes, goals and their follow-up, the GROW balance, the weekly activity), each linking back to
 * the sessions and entries it comes from.
 */
export function InsightsPanel({ onStartCoaching }: { onStartCoaching: () => void }) {
  const insights = useCoachingInsightsOverTimeQuery();
  const data = insights.data;
  if (insights.isLoading) return <Skeleton active />;
  if (insights.error || !data) return <LoadFailure title={texts.loadFailed} error={insights.error} onRetry={insights.refetch} as="section" />;
  if (data.sessionCount === 0 && data.entryCount === 0) {
    return (
      <Panel>
        <EmptyState
          illustration="list"
          title={texts.emptyTitle}
          description={texts.emptyText}
          actions={
            <Button type="primary" icon={<MessageOutlined />} onClick={onStartCoaching}>
              {texts.startCoaching}
            </Button>
          }
        />
      </Panel>
    );
  }
  return (
    <Flex vertical gap="middle">
      <HighlightsCard highlights={data.highlights} loading={false} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ThemesCard themes={data.themes} loading={false} />
        </Col>
        <Col xs={24} xl={12}>
          <GoalsCard goals={data.goals} followed={data.goalsFollowedUp} loading={false} />
        </Col>
        <Col xs={24} xl={12}>
          <GrowBalanceCard grow={data.grow} loading={false} />
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={texts.activity.title}>
            <ActivityChart weeks={data.activity} />
          </Panel>
        </Col>
      </Row>
      <SourceDrawer />
    </Flex>
  );
}
