import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { DomainEvent, RecordedEvent } from '../../../platform/event-store/event.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { aDepartmentCreated, aMember, aPositionCreated, aTeamCreated, aUserJoinedTeam } from '../domain/organization.mother.js';
import { CreateOrganizationReadModels1764200000000 } from '../migrations/1764200000000-create-organization-read-models.js';
import { CompanyMembersProjection } from './company-members/company-members.projection.js';
import { DepartmentsProjection } from './departments/departments.projection.js';
import { PositionsProjection } from './positions/positions.projection.js';
import { TeamsProjection } from './teams/teams.projection.js';
import { UserDirectoryProjection } from './user-directory/user-directory.projection.js';

/** Records events as the store would: revisions per stream, global positions in order. */
function recordAll(events: { streamId: string; event: DomainEvent }[], revisions = new Map<string, number>()): RecordedEvent[] {
  return events.map(({ streamId, event }, index) => {
    const revision = (revisions.get(streamId) ?? -1) + 1;
    revisions.set(streamId, revision);
    return {
      eventId: randomUUID(),
      streamId,
      revision,
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
    };
  });
}

const on = (streamId: string) => (event: DomainEvent) => ({ streamId, event });
const team = on('team-team-1');
const dept = on('department-dept-1');
const pos = on('position-pos-1');
const member = on('company-member-member-1');

describe('organisation projections', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  const projections: Projection[] = [
    new TeamsProjection(),
    new DepartmentsProjection(),
    new PositionsProjection(),
    new CompanyMembersProjection(),
    new UserDirectoryProjection(),
  ];

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = new DataSource({ type: 'postgres', url: db.url, migrations: [CreateOrganizationReadModels1764200000000] });
    await dataSource.initialize();
    await dataSource.runMigrations();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await db.drop();
  });
  beforeEach(async () => {
    await dataSource.query(
      'TRUNCATE teams, user_teams, departments, user_departments, positions, company_members, organization_user_names',
    );
  });

  async function applyAll(events: RecordedEvent[]) {
    for (const event of events) {
      for (const projection of projections) {
        if (!projection.handles.includes(event.type)) continue;
        await dataSource.transaction((manager) => projection.apply(event, manager));
      }
    }
  }

  async function snapshot() {
    return {
      teams: await dataSource.query('SELECT id, name, leader_id, revision FROM teams ORDER BY id'),
      userTeams: await dataSource.query('SELECT team_id, user_id, is_primary_team, is_leader FROM user_teams ORDER BY team_id, user_id'),
      departments: await dataSource.query('SELECT id, team_id, name, color, revision FROM departments ORDER BY id'),
      userDepartments: await dataSource.query('SELECT * FROM user_departments ORDER BY user_id, department_id'),
      positions: await dataSource.query('SELECT id, team_id, name, level, revision FROM positions ORDER BY id'),
      members: await dataSource.query(
        `SELECT id, team_id, first_name, last_name, email, position_id, department_id, department_tags, hire_date::text, revision
         FROM company_members ORDER BY id`,
      ),
      users: await dataSource.query('SELECT * FROM organization_user_names ORDER BY user_id'),
    };
  }

  const revisions = new Map<string, number>();
  const history = recordAll(
    [
      on('user-user-2')({ type: 'UserRegistered', data: { userId: 'user-2', email: 'b@example.com', firstName: '次郎', lastName: '鈴木' } }),
      team(aTeamCreated()),
      team(aUserJoinedTeam({ isLeader: true })),
      team(aUserJoinedTeam({ userId: 'user-2', isPrimaryTeam: true })),
      on('team-team-2')(aTeamCreated({ teamId: 'team-2', name: '別チーム' })),
      on('team-team-2')(aUserJoinedTeam({ teamId: 'team-2', userId: 'user-2', isPrimaryTeam: true })),
      dept(aDepartmentCreated()),
      dept({ type: 'DepartmentUpdated', data: { departmentId: 'dept-1', teamId: 'team-1', name: '開発本部', color: '#EF4444', description: null } }),
      on('user-departments-user-2')({ type: 'UserDepartmentLinked', data: { userId: 'user-2', departmentId: 'dept-1', teamId: 'team-1', isMain: true } }),
      pos(aPositionCreated()),
      member({ type: 'CompanyMemberRegistered', data: aMember({ departmentId: 'dept-1', positionId: 'pos-1', hireDate: '2026-04-01' }) }),
      member({ type: 'CompanyMemberUpdated', data: aMember({ departmentId: 'dept-1', positionId: 'pos-1', departmentTags: ['開発'] }) }),
      on('user-user-2')({ type: 'UserProfileUpdated', data: { userId: 'user-2', firstName: '二郎' } }),
    ],
    revisions,
  );

  it('builds every read model and gives the same rows when every event is applied twice', async () => {
    await applyAll(history);
    const once = await snapshot();
    expect(once.teams).toEqual([
      { id: 'team-1', name: '営業チーム', leader_id: 'user-1', revision: 2 },
      { id: 'team-2', name: '別チーム', leader_id: 'user-1', revision: 1 },
    ]);
    // team-2 was marked primary last, so team-1 is no longer user-2's primary team
    expect(once.userTeams).toEqual([
      { team_id: 'team-1', user_id: 'user-1', is_primary_team: false, is_leader: true },
      { team_id: 'team-1', user_id: 'user-2', is_primary_team: false, is_leader: false },
      { team_id: 'team-2', user_id: 'user-2', is_primary_team: true, is_leader: false },
    ]);
    expect(once.departments).toEqual([{ id: 'dept-1', team_id: 'team-1', name: '開発本部', color: '#EF4444', revision: 1 }]);
    expect(once.userDepartments).toEqual([expect.objectContaining({ user_id: 'user-2', department_id: 'dept-1', is_main_department: true })]);
    expect(once.positions).toEqual([{ id: 'pos-1', team_id: 'team-1', name: '課長', level: 3, revision: 0 }]);
    expect(once.members).toEqual([
      expect.objectContaining({ id: 'member-1', department_id: 'dept-1', position_id: 'pos-1', department_tags: ['開発'], hire_date: null, revision: 1 }),
    ]);
    expect(once.users).toEqual([{ user_id: 'user-2', email: 'b@example.com', first_name: '二郎', last_name: '鈴木' }]);

    await applyAll(history);
    expect(await snapshot()).toEqual(once);
  });

  it('keeps members when their department or position is deleted, with null references', async () => {
    const more = recordAll(
      [
        dept({ type: 'DepartmentDeleted', data: { departmentId: 'dept-1', teamId: 'team-1' } }),
        pos({ type: 'PositionDeleted', data: { positionId: 'pos-1', teamId: 'team-1' } }),
      ],
      new Map(revisions),
    );
    await applyAll([...history, ...more]);
    await applyAll([...history, ...more]);
    const rows = await snapshot();
    expect(rows.departments).toEqual([]);
    expect(rows.userDepartments).toEqual([]);
    expect(rows.positions).toEqual([]);
    expect(rows.members).toEqual([expect.objectContaining({ id: 'member-1', department_id: null, position_id: null })]);
  });

  it('drops everything of a deleted team and nothing of another team', async () => {
    const more = recordAll([team({ type: 'TeamDeleted', data: { teamId: 'team-1' } })], new Map(revisions));
    await applyAll([...history, ...more]);
    await applyAll([...history, ...more]);
    const rows = await snapshot();
    expect(rows.teams.map((t: { id: string }) => t.id)).toEqual(['team-2']);
    expect(rows.userTeams).toEqual([{ team_id: 'team-2', user_id: 'user-2', is_primary_team: true, is_leader: false }]);
    expect(rows.departments).toEqual([]);
    expect(rows.userDepartments).toEqual([]);
    expect(rows.positions).toEqual([]);
    expect(rows.members).toEqual([]);
  });

  it('forgets a user who left the team', async () => {
    const more = recordAll([team({ type: 'UserLeftTeam', data: { teamId: 'team-1', userId: 'user-2' } })], new Map(revisions));
    await applyAll([...history, ...more]);
    const rows = await snapshot();
    expect(rows.userTeams.filter((l: { team_id: string }) => l.team_id === 'team-1')).toEqual([
      { team_id: 'team-1', user_id: 'user-1', is_primary_team: false, is_leader: true },
    ]);
    expect(rows.teams[0].revision).toBe(3);
  });
});
