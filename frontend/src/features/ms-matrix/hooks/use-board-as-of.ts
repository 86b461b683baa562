import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type { MsMatrixAsOfEntryResponse, MsMatrixEntryResponse } from '../../../shared/api/generated/api';
import { compareBoards, type BoardMove } from '../../../shared/time-travel';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { useMsMatrixGetTeamMatrixAsOfQuery } from '../api/ms-matrix-api';

/**
 * An entry of a past day in the board's shape. The past view is read-only: nothing is sent back,
 * so the revision is never used, and a past entry shows no notes.
 */
export function toBoardEntry(entry: MsMatrixAsOfEntryResponse): MsMatrixEntryResponse {
  const { since, ...rest } = entry;
  return { ...rest, notes: null, revision: 0, updatedAt: since };
}

const toMember = (entry: MsMatrixAsOfEntryResponse) => ({
  id: entry.id,
  name: entry.memberName,
  x: entry.positionX,
  y: entry.positionY,
  area: m.board.levels(entry.skillLevel, entry.mindsetLevel),
});

/**
 * The team's board at the end of `date` and, when comparing, of `compareDate` (each one request,
 * cached per day: going back over days already seen costs nothing). While the next day loads,
 * the last one stays on the board (`data` keeps the previous answer), so the slider never flashes.
 */
export function useBoardAsOf(teamId: string, date: string | null, compareDate: string | null) {
  const asOf = useMsMatrixGetTeamMatrixAsOfQuery(date ? { teamId, date } : skipToken);
  const earlier = useMsMatrixGetTeamMatrixAsOfQuery(date && compareDate ? { teamId, date: compareDate } : skipToken);
  const entries = useMemo(() => (asOf.data ? asOf.data.entries.map(toBoardEntry) : []), [asOf.data]);
  const earlierEntries = useMemo(() => (earlier.data ? earlier.data.entries.map(toBoardEntry) : []), [earlier.data]);
  const moves: BoardMove[] | null = useMemo(
    () => (asOf.data && earlier.data && compareDate ? compareBoards(earlier.data.entries.map(toMember), asOf.data.entries.map(toMember)) : null),
    [asOf.data, earlier.data, compareDate],
  );
  return { asOf, earlier, entries, earlierEntries, moves };
}
