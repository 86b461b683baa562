import type { OneOnOneAsOfEntryResponse, OneOnOneAsOfResponse, OneOnOneEntryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import type { BoardAsOfSource } from '../../../shared/board-workspace';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { useOneOnOneMatrixListManagerEntriesAsOfQuery } from './one-on-one-api';

const percent = (fraction: number) => Math.round(fraction * 100);

/**
 * The manager's 1on1 board of a past day (the past view's source, `shared/board-workspace`). A past
 * entry is read-only: nothing is sent back, so the revision is never used, and it shows no notes.
 */
export const oneOnOneAsOf: BoardAsOfSource<OneOnOneAsOfEntryResponse, OneOnOneEntryResponse, OneOnOneAsOfResponse> = {
  useAsOfQuery: useOneOnOneMatrixListManagerEntriesAsOfQuery,
  toBoardEntry: ({ since: _since, ...rest }) => ({ ...rest, notes: null, revision: 0 }),
  toMember: (entry) => ({
    id: entry.id,
    name: entry.employeeName,
    x: entry.positionX,
    y: entry.positionY,
    area: `${entry.approachLabel}（${m.board.levels(percent(entry.trustLevel), percent(entry.mindsetLevel))}）`,
  }),
};
