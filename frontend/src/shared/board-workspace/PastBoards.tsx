import { Col, Flex, Row } from 'antd';
import { Typography } from '../ui/Typography';
import type { ReactNode } from 'react';
import { timeTravelMessages as tt } from '../../locales/ja-JP/time-travel';
import { formatCalendarDate } from '../lib/datetime';
import { MoveList, emptyReasonText } from '../time-travel';
import type { AsOfAnswer, BoardPast } from './use-board-past';
import { LoadFailure } from '../ui/LoadFailure';

/** Which board of the past view is drawn: the day shown, or the earlier day it is compared with. */
export interface PastBoardSide<Entry> {
  side: 'shown' | 'before';
  entries: Entry[];
  /** Why this day's board is empty, in words (the server's `emptyReason`), or null. */
  emptyReason: string | null;
  /** Two days side by side. */
  comparing: boolean;
}

/**
 * The past view's body, the same for both boards: the failure, the wait (`loading`), the board of
 * the day shown (`past-board`) or, when comparing, the two days side by side with who moved where.
 * `renderBoard` draws one read-only board in the matrix's own axes.
 */
export function PastBoards<Entry, Answer extends AsOfAnswer<unknown>>({
  past,
  loading,
  renderBoard,
}: {
  past: BoardPast<Entry, Answer>;
  loading: ReactNode;
  renderBoard: (board: PastBoardSide<Entry>) => ReactNode;
}) {
  const { asOf, earlier, entries, earlierEntries, moves, travel } = past;
  if (asOf.error !== undefined && !asOf.data) {
    return <LoadFailure title={tt.loadFailed} error={asOf.error} />;
  }
  if (!asOf.data) return loading;
  const reasonOf = (answer: Answer | undefined) => (answer ? emptyReasonText(answer, tt.emptyReasons) : null);
  const comparing = travel.compareDate !== null;
  const shown = renderBoard({ side: 'shown', entries, emptyReason: reasonOf(asOf.data), comparing });
  if (travel.compareDate === null) return shown;
  return (
    <Flex vertical gap="middle">
      <Row gutter={[12, 12]}>
        <Col xs={24} md={12}>
          <Typography.Text strong>
            {tt.before}: {formatCalendarDate(travel.compareDate, 'day')}
          </Typography.Text>
          {renderBoard({ side: 'before', entries: earlierEntries, emptyReason: reasonOf(earlier.data), comparing })}
        </Col>
        <Col xs={24} md={12}>
          <Typography.Text strong>
            {tt.after}: {formatCalendarDate(travel.date!, 'day')}
          </Typography.Text>
          {shown}
        </Col>
      </Row>
      {moves && <MoveList moves={moves} from={travel.compareDate} to={travel.date!} />}
    </Flex>
  );
}
