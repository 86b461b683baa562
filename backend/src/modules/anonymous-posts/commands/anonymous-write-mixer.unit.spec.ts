import type { AppConfig } from '../../../platform/config/app-config.js';
import { requestContext } from '../../../platform/request-context/request-context.js';
import { AnonymousWriteMixer } from './anonymous-write-mixer.js';

const mixer = (windowMs: number) => new AnonymousWriteMixer({ anonymousWriteWindowMs: windowMs } as AppConfig);

let running = 0;
let mostAtOnce = 0;

/** What a write saw of its request context while it ran, and after. */
async function write(m: AnonymousWriteMixer, name: string, order: string[], fail = false) {
  return requestContext.run({ correlationId: `request-${name}` }, async () => {
    const seen = await m
      .write(async () => {
        const ctx = requestContext.current()!;
        order.push(name);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((r) => setTimeout(r, 1));
        running -= 1;
        if (fail) throw new Error(`${name} failed`);
        return { occurredAt: ctx.occurredAt!, correlationId: ctx.correlationId };
      })
      .catch((error: Error) => error);
    const after = requestContext.current()!;
    return { seen, after: { occurredAt: after.occurredAt, correlationId: after.correlationId } };
  });
}

describe('AnonymousWriteMixer', () => {
  it('without a window, appends at once, stamped with the whole second and a correlation id of its own, and gives the request its context back', async () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    const { seen, after } = await write(mixer(0), 'a', []);
    if (seen instanceof Error) throw seen;
    expect(seen.occurredAt.getTime() % 1000).toBe(0);
    expect(seen.occurredAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(seen.correlationId).not.toBe('request-a');
    expect(after).toEqual({ occurredAt: undefined, correlationId: 'request-a' });
  });

  it('holds a window of many parallel writes, then appends each once, one after another, all stamped alike, in an order other than arrival', async () => {
    const m = mixer(100);
    let reordered = false;
    for (let round = 0; round < 5 && !reordered; round++) {
      const order: string[] = [];
      const names = Array.from({ length: 30 }, (_, i) => `w${i}`);
      const started = Date.now();
      const results = await Promise.all(names.map((name) => write(m, name, order)));
      expect(Date.now() - started).toBeGreaterThanOrEqual(95);
      expect([...order].sort()).toEqual([...names].sort());
      const stamps = new Set(results.map(({ seen }) => (seen instanceof Error ? 'error' : seen.occurredAt.toISOString())));
      expect(stamps.size).toBe(1);
      expect(new Set(results.map(({ seen }) => (seen instanceof Error ? 'error' : seen.correlationId))).size).toBe(30);
      reordered = order.join() !== names.join();
    }
    expect(reordered).toBe(true);
    expect(mostAtOnce).toBe(1);
  });

  it('lets a failed write fail alone: the rest of its window is appended and answered', async () => {
    const m = mixer(50);
    const order: string[] = [];
    const results = await Promise.all([write(m, 'ok1', order), write(m, 'bad', order, true), write(m, 'ok2', order)]);
    expect(results.map(({ seen }) => (seen instanceof Error ? seen.message : 'ok'))).toEqual(['ok', 'bad failed', 'ok']);
    expect([...order].sort()).toEqual(['bad', 'ok1', 'ok2']);
  });

  it('does not hold a write already dated (a replay), only stamps it', async () => {
    const m = mixer(5_000);
    const at = new Date('2026-01-02T03:04:05.678Z');
    const started = Date.now();
    const seen = await requestContext.run({ occurredAt: at }, () => m.write(async () => requestContext.current()!.occurredAt!));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(seen.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });
});
