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
