import { Button, Flex } from 'antd';
import { Panel } from '../../../shared/ui/Panel';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import { pointsTexts } from '../../../locales/ja-JP/points';
import { useGrowthCyclesGetActiveQuery, useGrowthCyclesListMineQuery } from '../../../shared/api/generated/growth-cycles';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageLoading } from '../../../shared/ui/PageLoading';
import { CreateCycleDialog } from './CreateCycleDialog';
import { CurrentCycleCard } from './CurrentCycleCard';
import { CycleSummaryList } from './CycleSummaryList';
import { CyclesLoadFailure } from './CyclesLoadFailure';
import { BuddyShop } from './points/BuddyShop';
import { PointsHistoryChart } from './points/PointsHistoryChart';
import { FeedbackRequestsCard } from './FeedbackRequestsCard';
import { ReceivedGifts } from './ReceivedGifts';
import { RequestsToMe } from './RequestsToMe';

/** My cycles: the current cycle with its buddy and what it received, other active cycles, completed ones. */
export function MyCyclesTab() {
  const mine = useGrowthCyclesListMineQuery();
  const active = useGrowthCyclesGetActiveQuery();
  // A next step handed over by the AI coach (`?goal=…&goalTitle=…`) opens the form filled in.
  const [params, setParams] = useSearchParams();
  const goal = params.get('goal');
  const initial = goal ? { title: params.get('goalTitle') ?? '', targetBehaviors: goal } : undefined;
  const [creating, setCreating] = useState(Boolean(goal));
  const close = () => {
    setCreating(false);
    if (goal) setParams({}, { replace: true });
  };
  const dialog = <CreateCycleDialog open={creating} onClose={close} initial={initial} />;

  if (mine.isLoading || active.isLoading) return <PageLoading />;
  if (mine.isError || active.isError || !mine.data || !active.data) {
    return (
      <>
        <CyclesLoadFailure
          error={mine.error ?? active.error}
          onCreate={() => setCreating(true)}
          onRetry={() => {
            void mine.refetch();
            void active.refetch();
          }}
        />
        {dialog}
      </>
    );
  }

  const current = active.data.cycle;
  const otherActive = mine.data.filter((cycle) => cycle.status === 'active' && cycle.id !== current?.id);
  const completed = mine.data.filter((cycle) => cycle.status === 'completed');
  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
      {m.create.button}
    </Button>
  );

  return (
    <Flex vertical gap="middle">
      <RequestsToMe />
      {current ? (
        <>
          <Flex justify="flex-end">{createButton}</Flex>
          <CurrentCycleCard cycle={current} />
          <FeedbackRequestsCard cycle={current} />
          <ReceivedGifts cycleId={current.id} />
        </>
      ) : (
        <EmptyState illustration="board" title={m.mine.emptyTitle} description={m.mine.emptyDescription} actions={createButton} />
      )}
      <CycleSummaryList title={m.mine.otherActive} cycles={otherActive} />
      <CycleSummaryList title={m.mine.completedTitle} cycles={completed} empty={m.mine.completedEmpty} />
      <Panel size="small" title={pointsTexts.history.title}>
        <PointsHistoryChart />
      </Panel>
      <BuddyShop />
      {dialog}
    </Flex>
  );
}
