import { EventSchemaRegistry } from '../../../../platform/event-store/event-schemas.js';
import { COMPANY_MEMBER_EVENT_SCHEMAS } from '../../../organization/events/company-member.events.js';
import { TEAM_EVENT_SCHEMAS } from '../../../organization/events/team.events.js';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import { loadConfig } from '../../../../platform/config/app-config.js';
import { eventStoreMigrations } from '../../../../platform/event-store/migrations/event-store-migrations.js';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import type { DomainEvent, RecordedEvent } from '../../../../platform/event-store/event.js';
import { PostgresEventStore } from '../../../../platform/event-store/postgres-event-store.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { createTestDatabase } from '../../../../test-support/test-database.js';
import { CreateOneOnOneReadModels1764600000000 } from '../../../one-on-one/migrations/1764600000000-create-one-on-one-read-models.js';
import { OneOnOneEntryPlacedPosition1764800200000 } from '../../../one-on-one/migrations/1764800200000-entry-placed-position.js';
import { anEntryCreated } from '../../../one-on-one/domain/one-on-one-entry.mother.js';
import { OneOnOneBoardProjection } from '../../../one-on-one/projections/one-on-one-board/one-on-one-board.projection.js';
import { OneOnOneReader } from '../../../one-on-one/index.js';
import { AgendaReader } from '../../../one-on-one-agendas/index.js';
import { CreateOneOnOneAgendaReadModels1765100000000 } from '../../../one-on-one-agendas/migrations/1765100000000-create-one-on-one-agenda-read-models.js';
import { AgendaBoardProjection } from '../../../one-on-one-agendas/projections/agenda-board/agenda-board.projection.js';
import { OrganizationStreams } from '../../../organization/commands/shared/organization-streams.js';
import { CreateOrganizationReadModels1764200000000 } from '../../../organization/migrations/1764200000000-create-organization-read-models.js';
import { TeamsProjection } from '../../../organization/projections/teams/teams.projection.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { GetDashboardSummaryHandler } from './get-dashboard-summary.handler.js';
import { GetDashboardSummaryQuery } from './get-dashboard-summary.query.js';

const ME = 'manager-1';
const user = (id: string): SessionUser => ({
  id,
  email: `${id}@example.com`,
  firstName: '太郎',
  lastName: '山田',
  userType: 'member',
  isAdmin: false,
  isTeamAdmin: false,
});

let position = 0n;
function recorded(streamId: string, revision: number, event: DomainEvent): RecordedEvent {
  position += 1n;
  return {
    eventId: randomUUID(),
    streamId,
    revision,
    position,
    type: event.type,
    data: event.data,
    metadata: { correlationId: 'c', causationId: null, userId: ME, occurredAt: '2026-05-01T00:00:00.000Z', schemaVersion: 1 },
  };
}

const session = (entryId: string, sessionId: string, sessionDate: string, nextSessionDate: string | null): DomainEvent => ({
  type: 'OneOnOneSessionRecorded',
  data: { entryId, sessionId, sessionDate, approach: 'mixed', outcomes: null, feedback: null, effectiveness: 3, nextSessionDate },
});

describe('GetDashboardSummaryHandler', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  let store: PostgresEventStore;
  // 2026-05-31T15:30Z is already 2026-06-01 00:30 in Tokyo.
  const clock = { now: () => new Date('2026-05-31T15:30:00Z') };
  let handler: GetDashboardSummaryHandler;

  async function apply(projection: Projection, events: RecordedEvent[]) {
    for (const event of events) await dataSource.transaction((m) => projection.apply(event, m));
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = new DataSource({
      type: 'postgres',
      url: db.url,
      migrations: [
        ...eventStoreMigrations,
        CreateOrganizationReadModels1764200000000,
        CreateOneOnOneReadModels1764600000000,
        OneOnOneEntryPlacedPosition1764800200000,
        CreateOneOnOneAgendaReadModels1765100000000,
      ],
    });
    await dataSource.initialize();
    await dataSource.runMigrations();
    store = new PostgresEventStore(db.url, 1);
    const organization = new OrganizationDirectory(new OrganizationStreams(new AggregateStore(store, new EventSchemaRegistry([...TEAM_EVENT_SCHEMAS, ...COMPANY_MEMBER_EVENT_SCHEMAS]))), dataSource);
    handler = new GetDashboardSummaryHandler(organization, new OneOnOneReader(dataSource), new DeploymentClock(clock, loadConfig({ NODE_ENV: 'test' })), new AgendaReader(dataSource));

    const joined = [
      recorded('team-a', 0, { type: 'UserJoinedTeam', data: { teamId: 'team-a', userId: ME, isPrimaryTeam: true, isLeader: true } }),
      recorded('team-b', 0, { type: 'UserJoinedTeam', data: { teamId: 'team-b', userId: ME, isPrimaryTeam: false, isLeader: false } }),
      recorded('team-c', 0, { type: 'UserJoinedTeam', data: { teamId: 'team-c', userId: ME, isPrimaryTeam: false, isLeader: false } }),
      recorded('team-c', 1, { type: 'UserLeftTeam', data: { teamId: 'team-c', userId: ME } }),
      recorded('team-a', 1, { type: 'UserJoinedTeam', data: { teamId: 'team-a', userId: 'someone-else', isPrimaryTeam: true, isLeader: false } }),
    ];
    const board = new OneOnOneBoardProjection();
    const entry = (id: string, name: string, manager = ME) =>
      recorded(`one-on-one-entry-${id}`, 0, anEntryCreated({ entryId: id, managerId: manager, employeeId: `member-${id}`, employeeName: name, pointId: `p-${id}` }));
    const board1 = [
      entry('e1', '山田 太郎'),
      entry('e2', '佐藤 花子'),
      entry('e3', '鈴木 一郎'),
      entry('e4', '高橋 次郎'),
      entry('e5', '田中 三郎'),
      entry('other', '他人 の部下', 'manager-2'),
      // June (Tokyo) sessions count; May ones do not.
      recorded('one-on-one-entry-e1', 1, session('e1', 's1', '2026-06-01', '2026-06-10')),
      recorded('one-on-one-entry-e2', 1, session('e2', 's2', '2026-05-31', '2026-06-03')),
      recorded('one-on-one-entry-e3', 1, session('e3', 's3', '2026-05-20', '2026-06-01')),
      recorded('one-on-one-entry-e4', 1, session('e4', 's4', '2026-05-10', '2026-05-31')),
      recorded('one-on-one-entry-e5', 1, session('e5', 's5', '2026-05-25', '2026-06-20')),
      recorded('one-on-one-entry-other', 1, session('other', 's6', '2026-06-01', '2026-06-02')),
    ];
    await apply(new TeamsProjection(), joined);
    await apply(board, board1);
    // Two topics on 佐藤 花子's next agenda.
    const topic = (itemId: string): DomainEvent => ({
      type: 'AgendaTopicAdded',
      data: { entryId: 'e2', itemId, topicId: null, title: '議題', priority: 1, notes: null, responseWanted: 'listen', addedBy: 'member' },
    });
    await apply(new AgendaBoardProjection(), [recorded('one-on-one-agenda-e2', 0, topic('t1')), recorded('one-on-one-agenda-e2', 1, topic('t2'))]);
  });
  afterAll(async () => {
    await store.close();
    await dataSource.destroy();
    await db.drop();
  });

  it('counts from the organisation\'s, the 1on1 and the agendas modules\' reads, with this month and today in Asia/Tokyo', async () => {
    const summary = await handler.execute(new GetDashboardSummaryQuery(user(ME)));
    expect(summary).toEqual({
      joinedTeams: 2,
      managedMembers: 5,
      sessionsThisMonth: 1,
      upcomingSessions: [
        { entryId: 'e3', employeeName: '鈴木 一郎', date: '2026-06-01', approachLabel: '複合アプローチ', agendaItems: 0 },
        { entryId: 'e2', employeeName: '佐藤 花子', date: '2026-06-03', approachLabel: '複合アプローチ', agendaItems: 2 },
        { entryId: 'e1', employeeName: '山田 太郎', date: '2026-06-10', approachLabel: '複合アプローチ', agendaItems: 0 },
      ],
      oneOnOneCadence: expect.any(Object),
    });
  });

  it('counts the 1on1s per week, Monday to Sunday in Asia/Tokyo, over the last 12 weeks', async () => {
    const { oneOnOneCadence } = await handler.execute(new GetDashboardSummaryQuery(user(ME)));
    const weeks = oneOnOneCadence.weeks;
    expect(weeks).toHaveLength(12);
    // Today (1 June, a Monday) starts the last week.
    expect(weeks[0].weekStart).toBe('2026-03-16');
    expect(weeks.slice(-5)).toEqual([
      { weekStart: '2026-05-04', count: 1 }, // 10 May, a Sunday
      { weekStart: '2026-05-11', count: 0 },
      { weekStart: '2026-05-18', count: 1 },
      { weekStart: '2026-05-25', count: 2 },
      { weekStart: '2026-06-01', count: 1 }, // another manager's session of that day is not counted
    ]);
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(5);
  });

  it('lists the members without a 1on1 for more than 14 days, with the days since', async () => {
    const { oneOnOneCadence } = await handler.execute(new GetDashboardSummaryQuery(user(ME)));
    expect(oneOnOneCadence.staleAfterDays).toBe(14);
    expect(oneOnOneCadence.staleMembers).toEqual([{ entryId: 'e4', employeeName: '高橋 次郎', lastSessionDate: '2026-05-10', daysSince: 22 }]);
  });

  it('answers zeros and no sessions for a user with nothing', async () => {
    expect(await handler.execute(new GetDashboardSummaryQuery(user('newcomer')))).toEqual({
      joinedTeams: 0,
      managedMembers: 0,
      sessionsThisMonth: 0,
      upcomingSessions: [],
      oneOnOneCadence: { weeks: expect.any(Array), staleAfterDays: 14, staleMembers: [] },
    });
  });

  it('forgets joined teams when the team is deleted', async () => {
    await apply(new TeamsProjection(), [recorded('team-b', 1, { type: 'TeamDeleted', data: { teamId: 'team-b' } })]);
    expect((await handler.execute(new GetDashboardSummaryQuery(user(ME)))).joinedTeams).toBe(1);
  });
});
