import { SESSION_USER_QUIET_MS, SESSION_USER_TTL_MS, SessionUserCache, type SessionUserRow } from './session-user-cache.js';

const row = (overrides: Partial<SessionUserRow> = {}): SessionUserRow => ({
  id: 'u1',
  email: 'taro@example.com',
  firstName: '太郎',
  lastName: '山田',
  userType: 'member',
  isActive: true,
  ...overrides,
});

describe('SessionUserCache', () => {
  it('serves a row for a few seconds, then asks for a fresh one', () => {
    const cache = new SessionUserCache();
    cache.set(row(), 1_000);
    expect(cache.get('u1', 1_000 + SESSION_USER_TTL_MS - 1)).toEqual(row());
    expect(cache.get('u1', 1_000 + SESSION_USER_TTL_MS)).toBeUndefined();
  });

  it('forgets a user whose events the projection applies, so a role change counts from the next request', () => {
    const cache = new SessionUserCache();
    cache.set(row(), 1_000);
    cache.evict('u1', 2_000);
    expect(cache.get('u1', 2_001)).toBeUndefined();
  });

  it('does not keep a row read while the change was still being committed', () => {
    const cache = new SessionUserCache();
    cache.evict('u1', 2_000);
    cache.set(row({ userType: 'member' }), 2_010); // read before the projection committed: old row
    expect(cache.get('u1', 2_020)).toBeUndefined();
    cache.set(row({ userType: 'team_admin' }), 2_000 + SESSION_USER_QUIET_MS);
    expect(cache.get('u1', 2_000 + SESSION_USER_QUIET_MS + 1)?.userType).toBe('team_admin');
  });

  it('keeps users apart', () => {
    const cache = new SessionUserCache();
    cache.set(row(), 1_000);
    cache.evict('u2', 1_000);
    expect(cache.get('u1', 1_001)).toEqual(row());
    expect(cache.get('u2', 1_001)).toBeUndefined();
  });
});
