import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { calendarDateOf, today as appToday } from '../lib/datetime';
import { compareBoards, useTimeTravel, useTimeTravelPlayback, type BoardMember, type BoardMove, type TimeTravel } from '../time-travel';

/** What both boards' as-of endpoints answer: a day's entries and why the board is empty. */
export interface AsOfAnswer<AsOfEntry> {
  emptyReason: 'before_team' | 'nobody_placed' | 'not_on_board' | null;
  teamCreatedOn: string | null;
  entries: AsOfEntry[];
}

/** The part of an RTK Query hook's result the past view reads. */
export interface AsOfQueryResult<Answer> {
  data?: Answer;
  error?: unknown;
  isFetching: boolean;
}

/** One board's as-of endpoint and how its entries become the live board's shape and a move list's members. */
export interface BoardAsOfSource<AsOfEntry, Entry, Answer extends AsOfAnswer<AsOfEntry>> {
  useAsOfQuery: (arg: { teamId: string; date: string } | SkipToken) => AsOfQueryResult<Answer>;
  /** A past entry in the live board's shape (read-only: no revision, no notes). */
  toBoardEntry: (entry: AsOfEntry) => Entry;
  /** A past entry as the move list names it (name, position, the area in words). */
  toMember: (entry: AsOfEntry) => BoardMember;
}

export interface BoardAsOf<Entry, Answer> {
  asOf: AsOfQueryResult<Answer>;
  earlier: AsOfQueryResult<Answer>;
  entries: Entry[];
  earlierEntries: Entry[];
  moves: BoardMove[] | null;
}

/**
 * The team's board at the end of `date` and, when comparing, of `compareDate` (each one request,
 * cached per day: going back over days already seen costs nothing). While the next day loads,
 * the last one stays on the board (`data` keeps the previous answer), so the slider never flashes.
 */
export function useBoardAsOf<AsOfEntry, Entry, Answer extends AsOfAnswer<AsOfEntry>>(
  source: BoardAsOfSource<AsOfEntry, Entry, Answer>,
  teamId: string,
  date: string | null,
  compareDate: string | null,
): BoardAsOf<Entry, Answer> {
  const { useAsOfQuery, toBoardEntry, toMember } = source;
  const asOf = useAsOfQuery(date ? { teamId, date } : skipToken);
  const earlier = useAsOfQuery(date && compareDate ? { teamId, date: compareDate } : skipToken);
  const entries = useMemo(() => (asOf.data ? asOf.data.entries.map(toBoardEntry) : []), [asOf.data, toBoardEntry]);
  const earlierEntries = useMemo(() => (earlier.data ? earlier.data.entries.map(toBoardEntry) : []), [earlier.data, toBoardEntry]);
  const moves = useMemo(
    () => (asOf.data && earlier.data && compareDate ? compareBoards(earlier.data.entries.map(toMember), asOf.data.entries.map(toMember)) : null),
    [asOf.data, earlier.data, compareDate, toMember],
  );
  return { asOf, earlier, entries, earlierEntries, moves };
}

export interface BoardPast<Entry, Answer> extends BoardAsOf<Entry, Answer> {
  travel: TimeTravel;
  /** A past day is shown: the board is read-only. */
  inPast: boolean;
  /** A past day (or the compared one) is being read. */
  isFetching: boolean;
}

/**
 * The past view of a team's board (issue 18): the time-travel state from the team's creation to
 * today and the boards of the chosen days. The animation waits for each day's board.
 */
export function useBoardPast<AsOfEntry, Entry, Answer extends AsOfAnswer<AsOfEntry>>(
  source: BoardAsOfSource<AsOfEntry, Entry, Answer>,
  team: { id: string; createdAt: string },
): BoardPast<Entry, Answer> {
  const today = useMemo(() => appToday(), []);
  const travel = useTimeTravel({ firstDate: calendarDateOf(team.createdAt), today });
  const past = useBoardAsOf(source, team.id, travel.date, travel.compareDate);
  // A frame waits for its day's board.
  useTimeTravelPlayback(travel, !past.asOf.isFetching);
  return { ...past, travel, inPast: travel.date !== null, isFetching: past.asOf.isFetching || past.earlier.isFetching };
}
