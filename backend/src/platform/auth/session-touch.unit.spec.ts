import { jest } from '@jest/globals';
import session from 'express-session';
import { throttleTouch } from './session-touch.js';

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
