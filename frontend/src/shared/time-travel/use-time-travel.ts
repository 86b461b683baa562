import { useCallback, useEffect, useState } from 'react';
import { daysBetween } from '../lib/datetime';
import { addDays } from './time-travel-dates';

/** Time between two frames of the animation; a frame also waits for its board to arrive. */
export const FRAME_MS = 120;
/** The animation takes about this many frames, however long the history. */
export const FRAMES_PER_PLAY = 120;

export interface TimeTravel {
  /** The past day shown; null: today's live board. */
  date: string | null;
  /** The earlier day of a comparison, or null. */
  compareDate: string | null;
  playing: boolean;
  firstDate: string;
  today: string;
  show: (date: string) => void;
  compareWith: (date: string | null) => void;
  backToToday: () => void;
  play: () => void;
  pause: () => void;
}

/**
 * The state of a board's past view: which day, the comparison, and whether the animation from
 * `firstDate` (the team's creation) to `today` plays. `useTimeTravelPlayback` moves it on.
 */
export function useTimeTravel({ firstDate, today }: { firstDate: string; today: string }): TimeTravel {
  const [date, setDate] = useState<string | null>(null);
  const [compareDate, setCompareDate] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const start = firstDate < today ? firstDate : today;

  const show = useCallback((day: string) => setDate(day < start ? start : day > today ? today : day), [start, today]);
  const backToToday = useCallback(() => {
    setPlaying(false);
    setCompareDate(null);
    setDate(null);
  }, []);
  const play = useCallback(() => {
    setCompareDate(null);
    setDate((current) => (current === null || current >= today ? start : current));
    // A team created today has no past to play.
    setPlaying(start < today);
  }, [start, today]);
  const pause = useCallback(() => setPlaying(false), []);

  return { date, compareDate, playing, firstDate: start, today, show, compareWith: setCompareDate, backToToday, play, pause };
}

/**
 * The animation's clock: while `travel` plays, the next day is shown a frame after the shown day's
 * board has arrived (`frameReady`), so a slow answer is never skipped over; it stops on today.
 * Called after the board's query, whose loading state it waits for.
 */
export function useTimeTravelPlayback(travel: TimeTravel, frameReady: boolean): void {
  const { playing, date, firstDate: start, today, show, pause } = travel;
  useEffect(() => {
    if (!playing || date === null || !frameReady || date >= today) return undefined;
    const step = Math.max(1, Math.ceil(daysBetween(start, today) / FRAMES_PER_PLAY));
    const timer = setTimeout(() => {
      const next = addDays(date, step) > today ? today : addDays(date, step);
      show(next);
      // The animation stops itself on reaching today.
      if (next >= today) pause();
    }, FRAME_MS);
    return () => clearTimeout(timer);
  }, [playing, date, frameReady, start, today, show, pause]);
}
