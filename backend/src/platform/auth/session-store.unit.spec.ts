import { jest } from '@jest/globals';
import session from 'express-session';
import { cacheSessionReads, throttleTouch } from './session-store.js';

class CountingStore extends session.MemoryStore {
  touches: string[] = [];
  override touch(sid: string, sess: session.SessionData, callback?: () => void): void {
    this.touches.push(sid);
    callback?.();
  }
}

const sess = { cookie: { originalMaxAge: 1000 } } as session.SessionData;

describe('throttleTouch', () => {
  afterEach(() => jest.useRealTimers());

  it('stores a session touch at most once per interval, per session, and always calls back', () => {
    jest.useFakeTimers({ now: 0 });
    const store = throttleTouch(new CountingStore(), 60_000);
    const done = jest.fn();
    store.touch('a', sess, done);
    store.touch('a', sess, done);
    store.touch('b', sess, done);
    jest.setSystemTime(59_999);
    store.touch('a', sess, done);
    jest.setSystemTime(60_000);
    store.touch('a', sess, done);
    expect(store.touches).toEqual(['a', 'b', 'a']);
    expect(done).toHaveBeenCalledTimes(5);
  });

  it('forgets what it tracks past its bound instead of growing', () => {
    const store = throttleTouch(new CountingStore(), 60_000, 2);
    for (const sid of ['a', 'b', 'c', 'a']) store.touch(sid, sess);
    expect(store.touches).toEqual(['a', 'b', 'c', 'a']);
  });
});

class ReadCountingStore extends session.MemoryStore {
  reads = 0;
  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    this.reads += 1;
    super.get(sid, callback);
  }
}

function read(store: session.Store, sid: string): Promise<session.SessionData | null | undefined> {
  return new Promise((resolve, reject) => store.get(sid, (err, value) => (err ? reject(err) : resolve(value))));
}

function write(store: session.Store, sid: string, value: session.SessionData): Promise<void> {
  return new Promise((resolve, reject) => store.set(sid, value, (err?: unknown) => (err ? reject(err) : resolve())));
}

describe('cacheSessionReads', () => {
  afterEach(() => jest.useRealTimers());
  const signedIn = { cookie: { originalMaxAge: 1000 }, passport: { user: { id: 'u1' } } } as unknown as session.SessionData;

  it('reads a session once for a burst of requests, and again after the time to live', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['setImmediate', 'nextTick'] });
    const inner = new ReadCountingStore();
    const store = cacheSessionReads(inner, 2_000);
    await write(store, 's1', signedIn);
    inner.reads = 0;
    expect(await read(store, 's1')).toMatchObject({ passport: { user: { id: 'u1' } } });
    await read(store, 's1');
    expect(inner.reads).toBe(0); // the write left a fresh copy
    jest.setSystemTime(2_000);
    await read(store, 's1');
    expect(inner.reads).toBe(1);
  });

  it('answers a copy each time, so one request cannot change another', async () => {
    const store = cacheSessionReads(new ReadCountingStore(), 2_000);
    await write(store, 's1', signedIn);
    const first = (await read(store, 's1')) as unknown as { passport: { user: { id: string } } };
    first.passport.user.id = 'someone-else';
    expect(await read(store, 's1')).toMatchObject({ passport: { user: { id: 'u1' } } });
  });

  it('signs out at once on this process: a destroyed session is not served from the copy', async () => {
    const store = cacheSessionReads(new ReadCountingStore(), 2_000);
    await write(store, 's1', signedIn);
    await read(store, 's1');
    await new Promise<void>((resolve) => store.destroy('s1', () => resolve()));
    expect(await read(store, 's1')).toBeFalsy();
  });

  it('drops a session whose row was deleted elsewhere (a forgotten user), so its next read goes to the store', async () => {
    const inner = new ReadCountingStore();
    const store = cacheSessionReads(inner, 2_000);
    await write(store, 's1', signedIn);
    await new Promise<void>((resolve) => session.MemoryStore.prototype.destroy.call(inner, 's1', () => resolve()));
    expect(await read(store, 's1')).toBeTruthy(); // still the copy
    store.dropCached('s1');
    expect(await read(store, 's1')).toBeFalsy();
  });
});
