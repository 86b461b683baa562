/** Percent of a rebuild done, 0..100 (an empty log is done). */
export function rebuildPercent(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((done / total) * 100));
}

/** Pretty JSON for data, metadata and states. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
