import { LearningValidationError } from './learning.errors.js';

/**
 * The stretches of a video a viewer actually watched (decision 0096): `[start, end]` in seconds,
 * kept as their union (sorted, disjoint, touching stretches joined). A lesson is done when the
 * union covers 90 % of the video, so jumping to the end is not watching it.
 */
export type Stretch = [start: number, end: number];

/** How a refusal names the stretches and their whole: a video's seconds, or a reading lesson's characters (decision 0105). */
export interface StretchWording {
  list: string;
  pair: string;
  start: string;
  end: string;
  beyond: (length: number) => string;
}
export const VIDEO_WORDING: StretchWording = {
  list: '視聴区間は [開始秒, 終了秒] の一覧で送ってください',
  pair: '視聴区間は [開始秒, 終了秒] の数の組で送ってください',
  start: '視聴区間の開始は0秒以上にしてください',
  end: '視聴区間の終了は開始より後にしてください',
  beyond: (seconds) => `視聴区間が動画の長さ（${Math.round(seconds)}秒）を超えています`,
};
export const READING_WORDING: StretchWording = {
  list: '読んだ範囲は [開始文字, 終了文字] の一覧で送ってください',
  pair: '読んだ範囲は [開始文字, 終了文字] の数の組で送ってください',
  start: '読んだ範囲の開始は0文字目以降にしてください',
  end: '読んだ範囲の終了は開始より後にしてください',
  beyond: (characters) => `読んだ範囲が本文の長さ（${characters}文字）を超えています`,
};

/** At most this many stretches in one report (a client reports every few seconds: one or two). */
export const MAX_STRETCHES_PER_REPORT = 50;
/** A player's `currentTime` can pass the probed duration by a frame or two: this much is clamped, more is refused. */
const END_TOLERANCE_SECONDS = 1;
/** Stretches closer than this are one (the gap between two `timeupdate` events). */
const JOIN_GAP_SECONDS = 0.5;

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * A report's stretches as the rule takes them, or a Japanese refusal (400, nothing recorded):
 * each a pair of finite numbers, 0 ≤ start < end ≤ the duration (a second's tolerance, clamped),
 * at most 50.
 */
export function validStretches(input: unknown, durationSeconds: number, wording: StretchWording = VIDEO_WORDING): Stretch[] {
  const refuse = (message: string) => new LearningValidationError('INVALID_WATCHED', 'watched', message);
  if (!Array.isArray(input)) throw refuse(wording.list);
  if (input.length > MAX_STRETCHES_PER_REPORT) throw refuse(`視聴区間は1回に${MAX_STRETCHES_PER_REPORT}個までです`);
  return input.map((pair: unknown) => {
    if (!Array.isArray(pair) || pair.length !== 2 || !pair.every((n) => typeof n === 'number' && Number.isFinite(n))) {
      throw refuse(wording.pair);
    }
    const [start, end] = pair as [number, number];
    if (start < 0) throw refuse(wording.start);
    if (end <= start) throw refuse(wording.end);
    if (end > durationSeconds + END_TOLERANCE_SECONDS) throw refuse(wording.beyond(durationSeconds));
    return [round(start), round(Math.min(end, durationSeconds))] as Stretch;
  });
}

/** The union of two sets of stretches: sorted, disjoint, nearby stretches joined. */
export function unionOf(a: readonly Stretch[], b: readonly Stretch[]): Stretch[] {
  const sorted = [...a, ...b].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const union: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = union.at(-1);
    if (last && start <= last[1] + JOIN_GAP_SECONDS) last[1] = Math.max(last[1], end);
    else union.push([start, end]);
  }
  return union;
}

/** Seconds covered by a union (disjoint stretches). */
export const coveredSeconds = (union: readonly Stretch[]) => union.reduce((sum, [start, end]) => sum + (end - start), 0);

/** The percent of the duration the union covers, one decimal, 0..100. */
export function coveredPercent(union: readonly Stretch[], durationSeconds: number): number {
  if (durationSeconds <= 0) return 0;
  return Math.min(100, Math.round((coveredSeconds(union) / durationSeconds) * 1000) / 10);
}

/** Seconds of a report's stretches (their own union: a stretch sent twice is watched once): the report's study time. */
export const reportedSeconds = (stretches: readonly Stretch[]) => coveredSeconds(unionOf(stretches, []));
