import type { MsMatrixAsOfEntryResponse, MsMatrixAsOfResponse, MsMatrixEntryResponse } from '../../../shared/api/generated/ms-matrix';
import type { BoardAsOfSource } from '../../../shared/board-workspace';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { useMsMatrixGetTeamMatrixAsOfQuery } from './ms-matrix-api';

/**
 * The MS board of a past day (the past view's source, `shared/board-workspace`). A past entry is
 * read-only: nothing is sent back, so the revision is never used, and it shows no notes.
 */
export const msMatrixAsOf: BoardAsOfSource<MsMatrixAsOfEntryResponse, MsMatrixEntryResponse, MsMatrixAsOfResponse> = {
  useAsOfQuery: useMsMatrixGetTeamMatrixAsOfQuery,
  toBoardEntry: ({ since, ...rest }) => ({ ...rest, notes: null, revision: 0, updatedAt: since }),
  toMember: (entry) => ({
    id: entry.id,
    name: entry.memberName,
    x: entry.positionX,
    y: entry.positionY,
    area: m.board.levels(entry.skillLevel, entry.mindsetLevel),
  }),
};
