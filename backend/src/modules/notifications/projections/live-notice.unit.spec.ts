import { randomUUID } from 'node:crypto';
import { liveNotices } from './live-notice.js';

describe('live notices', () => {
  it('announces a small fan-out in one notice', () => {
    expect(liveNotices('42', ['a', 'b'], [{ subjectId: 'anonymous-post:p', proof: 'x' }])).toEqual([
      { kind: 'notification', position: '42', users: ['a', 'b'], owners: [{ subjectId: 'anonymous-post:p', proof: 'x' }] },
    ]);
  });

  it('splits a reminder to 1,000 people into notices PostgreSQL accepts, naming each recipient once', () => {
    const users = Array.from({ length: 1_000 }, () => randomUUID());
    const owners = Array.from({ length: 100 }, () => ({ subjectId: `anonymous-post:${randomUUID()}`, proof: randomUUID().repeat(2) }));
    const notices = liveNotices('9000000001', users, owners);
    expect(notices.length).toBeGreaterThan(5);
    for (const notice of notices) {
      expect(Buffer.byteLength(JSON.stringify(notice))).toBeLessThan(7_000);
      expect(notice.position).toBe('9000000001');
    }
    expect(notices.flatMap((n) => n.users)).toEqual(users);
    expect(notices.flatMap((n) => n.owners)).toEqual(owners);
  });

  it('announces nothing for nobody', () => {
    expect(liveNotices('1', [], [])).toEqual([]);
  });
});
