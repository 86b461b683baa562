import { Flex, Progress } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { Panel } from '../../../../shared/ui/Panel';
import { coachingInsightsTexts as texts } from '../../../../locales/ja-JP/coaching-insights';
import type { GrowBalanceResponse } from '../../../../shared/api/generated/coaching-insights';
import { EmptyState } from '../../../../shared/ui/EmptyState';

/** How far the coaching and planning sessions got through GROW: one bar per stage, sessions that reached it out of all. */
export function GrowBalance({ grow }: { grow: GrowBalanceResponse }) {
  if (grow.sessions === 0) return <EmptyState size="compact" illustration="board" title={texts.grow.empty} />;
  return (
    <figure aria-label={texts.grow.title} style={{ margin: 0 }}>
      <Flex vertical gap={6}>
        {grow.stages.map((stage) => (
          <Flex key={stage.key} vertical gap={0}>
            <Flex justify="space-between" gap="small">
              <Typography.Text>{stage.label}</Typography.Text>
              <Typography.Text type="secondary">{texts.grow.reached(stage.reached, grow.sessions)}</Typography.Text>
            </Flex>
            <Progress percent={Math.round((stage.reached / grow.sessions) * 100)} showInfo={false} size="small" aria-label={`${stage.label} ${texts.grow.reached(stage.reached, grow.sessions)}`} />
          </Flex>
        ))}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <figcaption>{texts.grow.caption(grow.sessions)}</figcaption>
      </Typography.Text>
    </figure>
  );
}

export function GrowBalanceCard({ grow, loading }: { grow: GrowBalanceResponse | undefined; loading: boolean }) {
  return (
    <Panel title={texts.grow.title} loading={loading}>
      {grow && <GrowBalance grow={grow} />}
    </Panel>
  );
}
