import { Flex, List, Tag, Typography as AntTypography } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { Panel } from '../../../../shared/ui/Panel';
import { coachingInsightsTexts as texts } from '../../../../locales/ja-JP/coaching-insights';
import type { GoalInsightResponse, InsightSourceResponse } from '../../../../shared/api/generated/coaching-insights';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { SourceLinks } from './SourceLinks';

function status(goal: GoalInsightResponse): { color: string; label: string } {
  if (goal.followUps.length > 0) return { color: 'success', label: texts.goals.followed };
  if (goal.completed) return { color: 'processing', label: texts.goals.completed };
  return { color: 'warning', label: texts.goals.open };
}

function Sources({ label, sources }: { label: string; sources: readonly InsightSourceResponse[] }) {
  return (
    <Flex gap={4} align="center" wrap>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <SourceLinks sources={sources} />
    </Flex>
  );
}

/** The goals the user set (a session's next step, a journal's next step) and whether a later session or entry took them up. */
export function GoalsCard({ goals, followed, loading, max = 5 }: { goals: readonly GoalInsightResponse[] | undefined; followed: number; loading: boolean; max?: number }) {
  const all = goals ?? [];
  return (
    <Panel title={texts.goals.title} loading={loading}>
      {all.length === 0 ? (
        <EmptyState size="compact" illustration="list" title={texts.goals.empty} />
      ) : (
        <Flex vertical gap="small">
          <Typography.Text type="secondary">{texts.goals.summary(all.length, followed)}</Typography.Text>
          <List
            size="small"
            dataSource={all.slice(0, max)}
            renderItem={(goal) => {
              const s = status(goal);
              return (
                <List.Item key={`${goal.source.id}:${goal.setAt}:${goal.text}`}>
                  <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
                    <Tag color={s.color} style={{ alignSelf: 'flex-start' }}>
                      {s.label}
                    </Tag>
                    <AntTypography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3, tooltip: goal.text }}>
                      {goal.text}
                    </AntTypography.Paragraph>
                    <Sources label={texts.goals.setIn} sources={[goal.source]} />
                    {goal.followUps.length > 0 && <Sources label={texts.goals.followedIn} sources={goal.followUps} />}
                  </Flex>
                </List.Item>
              );
            }}
          />
        </Flex>
      )}
    </Panel>
  );
}
