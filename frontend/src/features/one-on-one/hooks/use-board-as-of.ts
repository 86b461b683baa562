import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type { OneOnOneAsOfEntryResponse, OneOnOneEntryResponse } from '../../../shared/api/generated/api';
import { compareBoards, type BoardMove } from '../../../shared/time-travel';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { useOneOnOneMatrixListManagerEntriesAsOfQuery } from '../api/one-on-one-api';

/**
 * An entry of a past day in the board's shape. The past view is read-only: nothing is sent back,
 * so the revision is never used, and a past entry shows no notes.
 */
export function toBoardEntry(entry: OneOnOneAsOfEntryResponse): OneOnOneEntryResponse {
  const { since: _since, ...rest } = entry;
  return { ...rest, notes: null, revision: 0 };
}

const percent = (fraction: number) => Math.round(fraction * 100);
const toMember = (entry: OneOnOneAsOfEntryResponse) => ({
  id: entry.id,
  name: entry.employeeName,
  x: entry.positionX,
  y: entry.positionY,
  area: `${entry.approachLabel}（${m.board.levels(percent(entry.trustLevel), percent(entry.mindsetLevel))}）`,
});

/** The manager's board of the team at the end of `date` and, when comparing, of `compareDate` (cached per day). */
export function useBoardAsOf(teamId: string, date: string | null, compareDate: string | null) {
  const asOf = useOneOnOneMatrixListManagerEntriesAsOfQuery(date ? { teamId, date } : skipToken);
  const earlier = useOneOnOneMatrixListManagerEntriesAsOfQuery(date && compareDate ? { teamId, date: compareDate } : skipToken);
  const entries = useMemo(() => (asOf.data ? asOf.data.entries.map(toBoardEntry) : []), [asOf.data]);
  const earlierEntries = useMemo(() => (earlier.data ? earlier.data.entries.map(toBoardEntry) : []), [earlier.data]);
  const moves: BoardMove[] | null = useMemo(
    () => (asOf.data && earlier.data && compareDate ? compareBoards(earlier.data.entries.map(toMember), asOf.data.entries.map(toMember)) : null),
    [asOf.data, earlier.data, compareDate],
  );
  return { asOf, earlier, entries, earlierEntries, moves };
}
