import type { Store } from 'express-session';

/**
 * A rolling session is touched on every request, and storing the new expiry each time would make
 * every read a write (a commit) in the session table. This lets a session's stored expiry lag at
 * most `intervalMs` behind: it is stored again only when this process last stored it longer ago.
 * The cookie itself still rolls on every response.
 */
export function throttleTouch<S extends Store>(store: S, intervalMs: number, maxTracked = 10_000): S {
  const touch = store.touch?.bind(store);
  if (!touch) return store;
  const touchedAt = new Map<string, number>();
  store.touch = (sid, sess, callback) => {
    const now = Date.now();
    const last = touchedAt.get(sid);
    if (last !== undefined && now - last < intervalMs) {
      callback?.();
      return;
    }
    // Forgetting every session at once only costs one extra write per active session.
    if (touchedAt.size >= maxTracked) touchedAt.clear();
    touchedAt.set(sid, now);
    touch(sid, sess, callback);
  };
  return store;
}

/**
 * Every authenticated request reads its session row; this keeps what this process last read or
 * wrote for `ttlMs`, so a burst of requests in one session costs one read. Each `get` answers a
 * fresh copy (express-session mutates the object it gets). `set` refreshes the copy and `destroy`
 * (sign-out) drops it, so on this process a sign-out counts at once; another process that had
 * the session cached may honour it for at most `ttlMs` more (decisions 0013, 0026). `dropCached`
 * forgets one session's copy when its row was deleted by other means (`UserSessions`). `onForget`
 * hears of every session forgotten either way (`KnownSessions` forgets it too).
 */
export function cacheSessionReads<S extends Store>(
  store: S,
  ttlMs: number,
  { maxEntries = 10_000, onForget }: { maxEntries?: number; onForget?: (sid: string) => void } = {},
): S & { dropCached(sid: string): void } {
  const cached = new Map<string, { json: string; until: number }>();
  const dropping = Object.assign(store, {
    dropCached: (sid: string) => {
      cached.delete(sid);
      onForget?.(sid);
    },
  });
  const destroy = store.destroy.bind(store);
  store.destroy = (sid, callback) => {
    cached.delete(sid);
    onForget?.(sid);
    destroy(sid, callback);
  };
  if (ttlMs <= 0) return dropping;
  const remember = (sid: string, sess: unknown) => {
    cached.delete(sid);
    if (cached.size >= maxEntries) cached.delete(cached.keys().next().value as string);
    cached.set(sid, { json: JSON.stringify(sess), until: Date.now() + ttlMs });
  };
  const get = store.get.bind(store);
  const set = store.set.bind(store);
  store.get = (sid, callback) => {
    const hit = cached.get(sid);
    if (hit && hit.until > Date.now()) {
      callback(null, JSON.parse(hit.json));
      return;
    }
    cached.delete(sid);
    get(sid, (error, sess) => {
      if (!error && sess) remember(sid, sess);
      callback(error, sess);
    });
  };
  store.set = (sid, sess, callback) => {
    cached.delete(sid);
    set(sid, sess, (error?: unknown) => {
      if (!error) remember(sid, sess);
      callback?.(error);
    });
  };
  return dropping;
}
