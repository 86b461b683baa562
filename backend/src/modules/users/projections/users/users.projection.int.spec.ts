import type { Projection } from '../../../../platform/projections/projection.js';
import { given, inStream, projectionHarness } from '../../../../platform/projections/test-support/projection-harness.js';
import { aProfileUpdate, aUserRegistered } from '../../domain/user.mother.js';
import { CreateUsers1764100000000 } from '../../migrations/1764100000000-create-users.js';
import { UsersProjection } from './users.projection.js';
import { SessionUserCache } from './session-user-cache.js';

describe('UsersProjection', () => {
  const projection = new UsersProjection(new SessionUserCache());
  const h = projectionHarness([projection], [CreateUsers1764100000000]);

  const row = async () =>
    (
      await h.rows(
        `SELECT email, first_name, last_name, user_type, is_active, notes, is_email_verified,
                to_char(hire_date, 'YYYY-MM-DD') AS hire_date, last_login_at, created_at, updated_at, revision
           FROM users WHERE id = 'user-1'`,
      )
    )[0];

  const history = given(
    ...[
      aUserRegistered(),
      { type: 'UserSignedIn', data: { userId: 'user-1', signedInAt: '2026-05-02T09:00:00.000Z' } },
      aProfileUpdate(),
      { type: 'UserRoleChanged', data: { userId: 'user-1', userType: 'team_admin' } },
    ].map(inStream('user-user-1')),
  );

  it('builds the row from the stream, and the same events twice change nothing', async () => {
    const once = await h.applyTwice(history, row);
    expect(once).toMatchObject({
      email: 'manager@demo.example',
      first_name: '誠',
      last_name: '高橋',
      user_type: 'team_admin',
      is_active: true,
      is_email_verified: true,
      hire_date: '2020-04-01',
      notes: '1on1 を毎週実施',
      revision: 3,
    });
    expect(once.last_login_at.toISOString()).toBe('2026-05-02T09:00:00.000Z');
    expect(once.created_at.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(once.updated_at.toISOString()).toBe('2026-05-04T00:00:00.000Z');
  });

  it('ignores an event of a type it does not handle, should one reach it', async () => {
    await h.apply(history);
    const before = await row();
    const [foreign] = history.followedBy(inStream('team-t')({ type: 'TeamCreated', data: { teamId: 't' } })).events;
    await h.dataSource.transaction((manager) => (projection as Projection).apply(foreign, manager));
    expect(await row()).toEqual(before);
  });
});
