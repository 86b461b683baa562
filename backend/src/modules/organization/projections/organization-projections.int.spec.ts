import { given, inStream, projectionHarness } from '../../../platform/projections/test-support/projection-harness.js';
import { aDepartmentCreated, aMember, aPositionCreated, aTeamCreated, aUserJoinedTeam } from '../domain/organization.mother.js';
import { CreateOrganizationReadModels1764200000000 } from '../migrations/1764200000000-create-organization-read-models.js';
import { TeamInvitationsProjection } from './team-invitations/team-invitations.projection.js';
import { AddTeamInvitations1767100000000 } from '../migrations/1767100000000-add-team-invitations.js';
import { CompanyMembersProjection } from './company-members/company-members.projection.js';
import { DepartmentsProjection } from './departments/departments.projection.js';
import { PositionsProjection } from './positions/positions.projection.js';
import { TeamsProjection } from './teams/teams.projection.js';
import { UserDirectoryProjection } from './user-directory/user-directory.projection.js';
import { AddMemberFuriganaAndSearch1767702000000 } from '../migrations/1767702000000-add-member-furigana-and-search.js';
import { MemberSearchProjection } from './member-search/member-search.projection.js';

const team = inStream('team-team-1');
const dept = inStream('department-dept-1');
const pos = inStream('position-pos-1');
const member = inStream('company-member-member-1');

describe('organisation projections', () => {
  const h = projectionHarness(
    [new TeamsProjection(), new DepartmentsProjection(), new PositionsProjection(), new CompanyMembersProjection(), new UserDirectoryProjection(), new TeamInvitationsProjection(), new MemberSearchProjection()],
    [CreateOrganizationReadModels1764200000000, AddTeamInvitations1767100000000, AddMemberFuriganaAndSearch1767702000000],
  );

  async function snapshot() {
    return {
      teams: await h.rows('SELECT id, name, leader_id, revision FROM teams ORDER BY id'),
      userTeams: await h.rows('SELECT team_id, user_id, is_primary_team, is_leader FROM user_teams ORDER BY team_id, user_id'),
      departments: await h.rows('SELECT id, team_id, name, color, revision FROM departments ORDER BY id'),
      userDepartments: await h.rows('SELECT * FROM user_departments ORDER BY user_id, department_id'),
      positions: await h.rows('SELECT id, team_id, name, level, revision FROM positions ORDER BY id'),
      members: await h.rows(
        `SELECT id, team_id, first_name, last_name, email, position_id, department_id, department_tags, hire_date::text, revision
         FROM company_members ORDER BY id`,
      ),
      users: await h.rows('SELECT * FROM organization_user_names ORDER BY user_id'),
      /** The member search's index: each member's terms (a few, to read), and its department and position names. */
      memberSearch: await h.rows(
        `SELECT d.id, d.revision, s.furigana, (SELECT name FROM member_search_labels WHERE id = s.department_id) AS department,
                (SELECT name FROM member_search_labels WHERE id = s.position_id) AS position,
                (SELECT array_agg(term ORDER BY term) FROM member_search_terms t WHERE t.doc_id = d.id AND term IN ('b:発本', 'w:課長', 'w:さとう', 'w:はなこ', 'b:本部')) AS terms
           FROM member_search_documents d LEFT JOIN member_search_sources s ON s.id = d.id ORDER BY d.id`,
      ),
    };
  }

  const history = given(
    inStream('user-user-2')({ type: 'UserRegistered', data: { userId: 'user-2', email: 'b@example.com', firstName: '次郎', lastName: '鈴木' } }),
    team(aTeamCreated()),
    team(aUserJoinedTeam({ isLeader: true })),
    team(aUserJoinedTeam({ userId: 'user-2', isPrimaryTeam: true })),
    inStream('team-team-2')(aTeamCreated({ teamId: 'team-2', name: '別チーム' })),
    inStream('team-team-2')(aUserJoinedTeam({ teamId: 'team-2', userId: 'user-2', isPrimaryTeam: true })),
    dept(aDepartmentCreated()),
    dept({ type: 'DepartmentUpdated', data: { departmentId: 'dept-1', teamId: 'team-1', name: '開発本部', color: '#EF4444', description: null } }),
    inStream('user-departments-user-2')({ type: 'UserDepartmentLinked', data: { userId: 'user-2', departmentId: 'dept-1', teamId: 'team-1', isMain: true } }),
    pos(aPositionCreated()),
    member({ type: 'CompanyMemberRegistered', data: aMember({ departmentId: 'dept-1', positionId: 'pos-1', hireDate: '2026-04-01', furigana: 'サトウ ハナコ' }) }),
    member({ type: 'CompanyMemberUpdated', data: aMember({ departmentId: 'dept-1', positionId: 'pos-1', departmentTags: ['開発'], furigana: 'サトウ ハナコ' }) }),
    inStream('user-user-2')({ type: 'UserProfileUpdated', data: { userId: 'user-2', firstName: '二郎' } }),
  );

  it('builds every read model and gives the same rows when every event is applied twice', async () => {
    const once = await h.applyTwice(history, snapshot);
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
    // The search index has the member under the department's current name, the position, and the フリガナ.
    expect(once.memberSearch).toEqual([
      { id: 'member-1', revision: 1, furigana: 'サトウ ハナコ', department: '開発本部', position: '課長', terms: ['b:本部', 'b:発本', 'w:さとう', 'w:はなこ', 'w:課長'] },
    ]);
  });

  it('re-indexes a department\'s members when it is renamed, and drops a deleted member from the index', async () => {
    const more = history.followedBy(
      dept({ type: 'DepartmentUpdated', data: { departmentId: 'dept-1', teamId: 'team-1', name: '営業部', color: '#EF4444', description: null } }),
    );
    await h.apply(history, more);
    const [indexed] = (await snapshot()).memberSearch;
    expect(indexed).toMatchObject({ department: '営業部', terms: ['w:さとう', 'w:はなこ', 'w:課長'] });
    expect(await h.rows(`SELECT 1 FROM member_search_terms WHERE doc_id = 'member-1' AND term = 'b:営業'`)).toHaveLength(1);
    await h.apply(more.followedBy(member({ type: 'CompanyMemberDeleted', data: { memberId: 'member-1', teamId: 'team-1' } })));
    expect((await snapshot()).memberSearch).toEqual([]);
    expect(await h.rows(`SELECT 1 FROM member_search_terms`)).toEqual([]);
  });

  it('keeps members when their department or position is deleted, with null references', async () => {
    const more = history.followedBy(
      dept({ type: 'DepartmentDeleted', data: { departmentId: 'dept-1', teamId: 'team-1' } }),
      pos({ type: 'PositionDeleted', data: { positionId: 'pos-1', teamId: 'team-1' } }),
    );
    await h.apply(history, more, history, more);
    const rows = await snapshot();
    expect(rows.departments).toEqual([]);
    expect(rows.userDepartments).toEqual([]);
    expect(rows.positions).toEqual([]);
    expect(rows.members).toEqual([expect.objectContaining({ id: 'member-1', department_id: null, position_id: null })]);
    expect(rows.memberSearch).toEqual([expect.objectContaining({ id: 'member-1', department: null, position: null, terms: ['w:さとう', 'w:はなこ'] })]);
  });

  it('drops everything of a deleted team and nothing of another team', async () => {
    const more = history.followedBy(team({ type: 'TeamDeleted', data: { teamId: 'team-1' } }));
    await h.apply(history, more, history, more);
    const rows = await snapshot();
    expect(rows.teams.map((t) => t.id)).toEqual(['team-2']);
    expect(rows.userTeams).toEqual([{ team_id: 'team-2', user_id: 'user-2', is_primary_team: true, is_leader: false }]);
    expect(rows.departments).toEqual([]);
    expect(rows.userDepartments).toEqual([]);
    expect(rows.positions).toEqual([]);
    expect(rows.members).toEqual([]);
    expect(rows.memberSearch).toEqual([]);
  });

  it('forgets a user who left the team', async () => {
    await h.apply(history, history.followedBy(team({ type: 'UserLeftTeam', data: { teamId: 'team-1', userId: 'user-2' } })));
    const rows = await snapshot();
    expect(rows.userTeams.filter((l) => l.team_id === 'team-1')).toEqual([
      { team_id: 'team-1', user_id: 'user-1', is_primary_team: false, is_leader: true },
    ]);
    expect(rows.teams[0].revision).toBe(3);
  });

  it('keeps visibility, pending invitations and join requests, the same when applied twice', async () => {
    const team = inStream('team-team-1');
    const rows = async () => ({
      teams: await h.rows('SELECT id, is_open, revision FROM teams ORDER BY id'),
      invitations: await h.rows('SELECT id, kind, email, token_hash, status FROM team_invitations ORDER BY id'),
      requests: await h.rows('SELECT team_id, user_id FROM team_join_requests ORDER BY user_id'),
    });
    const once = await h.applyTwice(
      given(
        team(aTeamCreated()),
        team(aUserJoinedTeam({ isLeader: true })),
        team({ type: 'TeamVisibilityChanged', data: { teamId: 'team-1', open: true } }),
        team({ type: 'MemberInvited', data: { teamId: 'team-1', invitationId: 'inv-1', email: 'a@example.com', invitedBy: 'user-1', expiresAt: '2026-12-31T00:00:00.000Z' } }),
        team({ type: 'InvitationLinkCreated', data: { teamId: 'team-1', invitationId: 'inv-2', tokenHash: 'h', createdBy: 'user-1', expiresAt: '2026-12-31T00:00:00.000Z' } }),
        team({ type: 'InvitationRevoked', data: { teamId: 'team-1', invitationId: 'inv-2' } }),
        team({ type: 'JoinRequested', data: { teamId: 'team-1', userId: 'user-3' } }),
        team({ type: 'JoinRequested', data: { teamId: 'team-1', userId: 'user-4' } }),
        team({ type: 'JoinRequestApproved', data: { teamId: 'team-1', userId: 'user-3' } }),
        team(aUserJoinedTeam({ userId: 'user-3' })),
      ),
      rows,
    );
    expect(once).toEqual({
      teams: [{ id: 'team-1', is_open: true, revision: 9 }],
      invitations: [
        { id: 'inv-1', kind: 'email', email: 'a@example.com', token_hash: null, status: 'pending' },
        { id: 'inv-2', kind: 'link', email: null, token_hash: 'h', status: 'revoked' },
      ],
      requests: [{ team_id: 'team-1', user_id: 'user-4' }],
    });
  });
});
