import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { DomainEvent, RecordedEvent } from '../../../../platform/event-store/event.js';
import { createTestDatabase } from '../../../../test-support/test-database.js';
import { aProfileUpdate, aUserRegistered } from '../../domain/user.mother.js';
import { CreateUsers1764100000000 } from '../../migrations/1764100000000-create-users.js';
import { UsersProjection } from './users.projection.js';
import { SessionUserCache } from './session-user-cache.js';

function recordAll(streamId: string, events: DomainEvent[]): RecordedEvent[] {
  return events.map((event, index) => ({
    eventId: randomUUID(),
    streamId,
    revision: index,
    position: BigInt(index + 1),
    type: event.type,
    data: event.data,
    metadata: {
      correlationId: 'c',
      causationId: null,
      userId: 'user-1',
      occurredAt: new Date(Date.UTC(2026, 4, 1 + index)).toISOString(),
      schemaVersion: 1,
    },
  }));
}

describe('UsersProjection', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  const projection = new UsersProjection(new SessionUserCache());

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = new DataSource({ type: 'postgres', url: db.url, migrations: [CreateUsers1764100000000] });
    await dataSource.initialize();
    await dataSource.runMigrations();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await db.drop();
  });

  const applyAll = async (events: RecordedEvent[]) => {
    for (const event of events) await dataSource.transaction((manager) => projection.apply(event, manager));
  };
  const row = async () =>
    (await dataSource.query(
      `SELECT email, first_name, last_name, user_type, is_active, notes, is_email_verified,
              to_char(hire_date, 'YYYY-MM-DD') AS hire_date, last_login_at, created_at, updated_at, revision
         FROM users WHERE id = 'user-1'`,
    ))[0];

  it('builds the row from the stream, and the same events twice change nothing', async () => {
    const events = recordAll('user-user-1', [
      aUserRegistered(),
      { type: 'UserSignedIn', data: { userId: 'user-1', signedInAt: '2026-05-02T09:00:00.000Z' } },
      aProfileUpdate(),
      { type: 'UserRoleChanged', data: { userId: 'user-1', userType: 'team_admin' } },
    ]);
    await applyAll(events);
    const once = await row();
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

    await applyAll(events);
    expect(await row()).toEqual(once);
  });

  it('ignores events it does not handle', async () => {
    const before = await row();
    await applyAll(recordAll('other-1', [{ type: 'TeamCreated', data: { teamId: 't' } }]));
    expect(await row()).toEqual(before);
  });
});
