/**
 * Spec part 2 §9's relative time labels: days, hours or minutes ago, otherwise 'たった今'.
 * `now` is passed in so that a list renders every label against one instant.
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  const minutes = Math.floor(elapsed / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days >= 1) return `${days}日前`;
  if (hours >= 1) return `${hours}時間前`;
  if (minutes >= 1) return `${minutes}分前`;
  return 'たった今';
}

/** Characters as the server counts them (code points): an emoji is one. */
export const characterCount = (text: string): number => Array.from(text).length;
