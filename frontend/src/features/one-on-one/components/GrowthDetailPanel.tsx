import { Col, Row, Skeleton } from 'antd';
import { Panel } from '../../../shared/ui/Panel';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import type { OneOnOneGrowthHistoryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { MemberGrowthCard } from './MemberGrowthCard';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

interface GrowthDetailPanelProps {
  /** The visible members' histories, in board order. */
  histories: OneOnOneGrowthHistoryResponse[];
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The detailed growth history of every visible member (spec part 1 §2 "show detailed data"). */
export function GrowthDetailPanel({ histories, isLoading, error, onRetry }: GrowthDetailPanelProps) {
  return (
    <Panel title={m.detail.title}>
      {error !== undefined ? (
        <LoadFailure title={m.detail.loadFailed} error={error} onRetry={onRetry} />
      ) : isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : histories.length === 0 ? (
        <EmptyState size="compact" illustration="board" title={m.detail.empty} />
      ) : (
        <Row gutter={[16, 16]}>
          {histories.map((history) => (
            <Col key={history.entryId} xs={24} xl={12}>
              <MemberGrowthCard history={history} />
            </Col>
          ))}
        </Row>
      )}
    </Panel>
  );
}
