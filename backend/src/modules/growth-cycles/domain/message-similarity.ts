// Repeated praise and cheers (docs/modules/growth-cycles.md "Fair play"): one giver may not send
// the same message, or one that differs only in spacing, punctuation, case or a word or two, to
// the same cycle twice. Pure, used by the decider.

/** Similarity (0..1) at or above which two messages count as the same one. */
export const NEAR_DUPLICATE_SIMILARITY = 0.8;

/** NFKC, case folded, without spaces, punctuation, symbols, emoji or control characters. */
export function normaliseMessage(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\p{P}\p{S}\p{Z}\s\p{Cc}]/gu, '');
}

/** 1 − edit distance / longer length, over code points (a surrogate pair is one character). */
export function similarity(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const longer = Math.max(x.length, y.length);
  if (longer === 0) return 1;
  // Cheap bound: the distance is at least the difference in length.
  if (1 - Math.abs(x.length - y.length) / longer < NEAR_DUPLICATE_SIMILARITY) return 1 - Math.abs(x.length - y.length) / longer;
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return 1 - previous[y.length] / longer;
}

/** True when `normalised` (see `normaliseMessage`) is one of `earlier` or nearly so. */
export function isNearDuplicate(normalised: string, earlier: readonly string[]): boolean {
  return earlier.some((before) => before === normalised || similarity(before, normalised) >= NEAR_DUPLICATE_SIMILARITY);
}
