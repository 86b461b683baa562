import { Button, Col, Flex, Row, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import { useGrowthCyclesListCommunityQuery, type GrowthCycleResponse } from '../../../shared/api/generated/growth-cycles';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageLoading } from '../../../shared/ui/PageLoading';
import { BuddyCard } from './BuddyCard';
import { CreateCycleDialog } from './CreateCycleDialog';
import { CyclesLoadFailure } from './CyclesLoadFailure';
import { FeedForwardDialog } from './FeedForwardDialog';
import { FeedbackDialog } from './FeedbackDialog';

type Giving = { kind: 'feedback' | 'feedForward'; cycle: GrowthCycleResponse } | null;

/** Other users' public active cycles, each with a praise (feedback) and a cheer (feed-forward) button. */
export function CommunityTab() {
  const community = useGrowthCyclesListCommunityQuery();
  const [giving, setGiving] = useState<Giving>(null);
  const [creating, setCreating] = useState(false);
  const close = () => setGiving(null);

  if (community.isLoading) return <PageLoading />;
  if (community.isError || !community.data) {
    return (
      <>
        <CyclesLoadFailure error={community.error} onCreate={() => setCreating(true)} onRetry={() => void community.refetch()} />
        <CreateCycleDialog open={creating} onClose={() => setCreating(false)} />
      </>
    );
  }
  if (community.data.length === 0) {
    return <EmptyState illustration="team" title={m.community.emptyTitle} description={m.community.emptyDescription} />;
  }

  return (
    <>
      <Row gutter={[16, 16]}>
        {community.data.map((cycle) => (
          <Col key={cycle.id} xs={24} md={12} xl={8}>
            <Panel
              size="small"
              title={cycle.title}
              data-testid="community-cycle"
              style={{ height: '100%' }}
              styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
            >
              <Typography.Text strong>{m.community.owner(cycle.ownerName)}</Typography.Text>
              <AntTypography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
                {cycle.targetBehaviors}
              </AntTypography.Paragraph>
              <BuddyCard cycle={cycle} size="compact" />
              <Typography.Text type="secondary">{m.mine.counts(cycle.feedbackCount, cycle.feedForwardCount)}</Typography.Text>
              <Flex gap="small" wrap>
                <Button type="primary" onClick={() => setGiving({ kind: 'feedback', cycle })}>
                  {m.community.praise}
                </Button>
                <Button onClick={() => setGiving({ kind: 'feedForward', cycle })}>{m.community.cheer}</Button>
              </Flex>
            </Panel>
          </Col>
        ))}
      </Row>
      <FeedbackDialog cycle={giving?.kind === 'feedback' ? giving.cycle : null} open={giving?.kind === 'feedback'} onClose={close} />
      <FeedForwardDialog cycle={giving?.kind === 'feedForward' ? giving.cycle : null} open={giving?.kind === 'feedForward'} onClose={close} />
    </>
  );
}
