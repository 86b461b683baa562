/**
 * Probes until `accept` takes the value (every 25 ms), answering that value; fails after
 * `timeoutMs` with the last value seen (bigints written as strings).
 */
export async function until<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not reached; last value: ${JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
