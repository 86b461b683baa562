import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { OrganizationStreams } from '../commands/shared/organization-streams.js';
import { isLinkedMember } from '../domain/member-link.js';
import { LeadersOnlyError, NotTeamManagerError, NotTeamMemberError, TeamNotFoundError } from '../domain/organization.errors.js';
import type { CompanyMemberView } from './list-company-members/list-company-members.query.js';

/** What a user may do with one team's data (DESIGN "teams and access"). */
export interface TeamAccess {
  teamExists: boolean;
  /** The user belongs to the team. */
  isMember: boolean;
  /** The team's shared data (its members, departments, positions): members, team_admin and admin. */
  canRead: boolean;
  /**
   * Every member's evaluation at once (a whole board, the member list with e-mails, exports):
   * the team's leaders, team_admin and admin. A plain member sees only their own entry and trail.
   */
  canReadBoard: boolean;
  /** Changing the team's data: its leaders (the creator is the first), team_admin and admin. */
  canManage: boolean;
}

export type TeamAccessNeed = 'read' | 'readBoard' | 'manage';

/**
 * The error a module answers when access is refused: a module names its own (codes and Japanese
 * messages of its context); without one, the organisation's are used.
 */
export type TeamAccessRefusal = (reason: 'team_not_found' | 'forbidden', need: TeamAccessNeed) => Error;

const organizationRefusal: TeamAccessRefusal = (reason, need) => {
  if (reason === 'team_not_found') return new TeamNotFoundError();
  if (need === 'manage') return new NotTeamManagerError();
  return need === 'readBoard' ? new LeadersOnlyError() : new NotTeamMemberError();
};

const GRANTED: Readonly<Record<TeamAccessNeed, (access: TeamAccess) => boolean>> = {
  read: (access) => access.canRead,
  readBoard: (access) => access.canReadBoard,
  manage: (access) => access.canManage,
};

/**
 * Whose evaluations of a team a reader may see: every member's (`team`: the team's leaders,
 * team_admin, admin), or only their own (`own`: a plain member; `memberId` is the company member
 * linked to them by e-mail, null when none is).
 */
export type BoardView = { scope: 'team' } | { scope: 'own'; memberId: string | null };

/**
 * A company member as other modules may see it: the fields of the API's member (`displayName` is
 * `姓 名`) that name and place it, and its stream revision for If-Match.
 */
export type CompanyMemberSummary = Pick<
  CompanyMemberView,
  'id' | 'teamId' | 'firstName' | 'lastName' | 'displayName' | 'email' | 'departmentId' | 'positionId' | 'revision'
>;

export interface DepartmentSummary {
  id: string;
  teamId: string;
  name: string;
  /** `#RRGGBB`. */
  color: string;
}

/**
 * The organisation's published reads: the one way another module asks about teams, their
 * members and departments. Exported by `OrganizationModule` (import it in your module) and
 * re-exported from `index.ts`. It never writes.
 *
 * Access and members are answered from the event streams, so a join, a registration or a
 * deletion counts at once (a module may ask right after registering a member); names, team
 * lists and departments from the read models, which follow the log a moment later.
 */
@Injectable()
export class OrganizationDirectory {
  constructor(
    private readonly streams: OrganizationStreams,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async teamAccess(teamId: string, user: SessionUser): Promise<TeamAccess> {
    return this.streams.access(teamId, user);
  }

  /** Answers the access once `need` is met; else throws `refuse`'s error (404 for an unknown team, 403). */
  async requireTeamAccess(
    teamId: string,
    user: SessionUser,
    need: TeamAccessNeed,
    refuse: TeamAccessRefusal = organizationRefusal,
  ): Promise<TeamAccess> {
    const access = await this.teamAccess(teamId, user);
    if (!access.teamExists) throw refuse('team_not_found', need);
    if (!GRANTED[need](access)) throw refuse('forbidden', need);
    return access;
  }

  /**
   * What of a team's evaluations the user may read (see `BoardView`), once they may read the team
   * at all; else throws `refuse`'s error for `'read'` (404 for an unknown team, 403).
   */
  async requireBoardView(teamId: string, user: SessionUser, refuse: TeamAccessRefusal = organizationRefusal): Promise<BoardView> {
    const access = await this.requireTeamAccess(teamId, user, 'read', refuse);
    if (access.canReadBoard) return { scope: 'team' };
    return { scope: 'own', memberId: await this.linkedMemberId(teamId, user) };
  }

  /**
   * The company member of the team linked to the user by e-mail (`isLinkedMember`), or null.
   * From the read model: a member registered a moment ago is found once it is projected.
   */
  async linkedMemberId(teamId: string, user: SessionUser): Promise<string | null> {
    // The comparison (NFKC, case folding) is the write side's, made here rather than in SQL.
    const rows: { id: string; email: string }[] = await this.db.query(
      `SELECT id, email FROM company_members WHERE team_id = $1 AND email IS NOT NULL`,
      [teamId],
    );
    return rows.find((row) => isLinkedMember(row.email, user.email))?.id ?? null;
  }

  /**
   * A live member, or null when it does not exist, was deleted or its team was. References to a
   * deleted department or position read as null.
   */
  async member(memberId: string): Promise<CompanyMemberSummary | null> {
    const loaded = await this.streams.liveMember(memberId);
    if (!loaded) return null;
    const member = loaded.state.member;
    const { departmentId, positionId } = await this.streams.resolveReferences(member.teamId, {}, member);
    return {
      id: member.memberId,
      teamId: member.teamId,
      firstName: member.firstName,
      lastName: member.lastName,
      displayName: `${member.lastName} ${member.firstName}`,
      email: member.email,
      departmentId,
      positionId,
      revision: loaded.revision,
    };
  }

  /** Whether `member` would answer one: cheaper, it reads only the member's and its team's streams. */
  async memberExists(memberId: string): Promise<boolean> {
    return (await this.streams.liveMember(memberId)) !== null;
  }

  /** Display names (`姓 名`) of company members by id; unknown or deleted members are left out. */
  async memberNames(memberIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    if (memberIds.length === 0) return new Map();
    const rows: { id: string; name: string }[] = await this.db.query(
      `SELECT id, last_name || ' ' || first_name AS name FROM company_members WHERE id = ANY($1::text[])`,
      [[...memberIds]],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** The teams a user belongs to. */
  async teamIdsOf(userId: string): Promise<string[]> {
    const rows: { team_id: string }[] = await this.db.query(`SELECT team_id FROM user_teams WHERE user_id = $1 ORDER BY team_id`, [
      userId,
    ]);
    return rows.map((row) => row.team_id);
  }

  /**
   * The users who share at least one team with `userId` (not the user): which teams from the
   * read model, their members from the team streams, so a join or a leave counts at once.
   */
  async teammateIds(userId: string): Promise<string[]> {
    const teams = await Promise.all((await this.teamIdsOf(userId)).map((teamId) => this.streams.team(teamId)));
    const ids = new Set<string>();
    for (const team of teams) {
      if (team.status !== 'active' || !team.members[userId]) continue;
      for (const memberId of Object.keys(team.members)) if (memberId !== userId) ids.add(memberId);
    }
    return [...ids].sort();
  }

  /** A team's departments, by name. */
  async departments(teamId: string): Promise<DepartmentSummary[]> {
    return this.db.query(`SELECT id, team_id AS "teamId", name, color FROM departments WHERE team_id = $1 ORDER BY name, id`, [teamId]);
  }
}
