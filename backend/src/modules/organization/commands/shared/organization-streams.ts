import { Injectable } from '@nestjs/common';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import { companyMemberDecider, companyMemberStream, type CompanyMemberState } from '../../domain/company-member.js';
import { departmentDecider, departmentStream, type DepartmentState } from '../../domain/department.js';
import { positionDecider, positionStream, type PositionState } from '../../domain/position.js';
import { teamAccess, teamDecider, teamStream, type Actor, type TeamAccessState, type TeamState } from '../../domain/team.js';
import {
  DepartmentNotFoundError,
  LeadersOnlyError,
  NotTeamManagerError,
  NotTeamMemberError,
  PositionNotFoundError,
  TeamNotFoundError,
} from '../../domain/organization.errors.js';

/** An aggregate that exists now, with the revision its state was read at. */
export interface Live<State extends { status: string }> {
  state: Extract<State, { status: 'active' }>;
  revision: number;
}

export const actorOf = (user: SessionUser): Actor => ({ id: user.id, isAdmin: user.isAdmin, isTeamAdmin: user.isTeamAdmin });

/**
 * Write-side reads of the organisation's streams: access checks and reference checks are made
 * against the event streams (always current), never against read models that may lag.
 */
@Injectable()
export class OrganizationStreams {
  constructor(private readonly aggregates: AggregateStore) {}

  async team(teamId: string): Promise<TeamState> {
    return (await this.aggregates.load(teamStream.streamId(teamId), teamDecider)).state;
  }

  async access(teamId: string, user: SessionUser): Promise<TeamAccessState> {
    return teamAccess(await this.team(teamId), actorOf(user));
  }

  /** 404 for an unknown team, 403 for a user who may not read it. */
  async requireReadable(teamId: string, user: SessionUser): Promise<TeamAccessState> {
    const access = await this.access(teamId, user);
    if (!access.teamExists) throw new TeamNotFoundError();
    if (!access.canRead) throw new NotTeamMemberError();
    return access;
  }

  /** 404 for an unknown team, 403 for a user who may not read every member's data at once (a plain member). */
  async requireBoardReadable(teamId: string, user: SessionUser): Promise<TeamAccessState> {
    const access = await this.access(teamId, user);
    if (!access.teamExists) throw new TeamNotFoundError();
    if (!access.canReadBoard) throw new LeadersOnlyError();
    return access;
  }

  /** 404 for an unknown team, 403 for a user who may not change it. */
  async requireManageable(teamId: string, user: SessionUser): Promise<TeamAccessState> {
    const access = await this.access(teamId, user);
    if (!access.teamExists) throw new TeamNotFoundError();
    if (!access.canManage) throw new NotTeamManagerError();
    return access;
  }

  async teamIsActive(teamId: string): Promise<boolean> {
    return (await this.team(teamId)).status === 'active';
  }

  async department(departmentId: string): Promise<{ state: DepartmentState; revision: number | 'no_stream' }> {
    return this.aggregates.load(departmentStream.streamId(departmentId), departmentDecider);
  }

  async position(positionId: string): Promise<{ state: PositionState; revision: number | 'no_stream' }> {
    return this.aggregates.load(positionStream.streamId(positionId), positionDecider);
  }

  async member(memberId: string): Promise<{ state: CompanyMemberState; revision: number | 'no_stream' }> {
    return this.aggregates.load(companyMemberStream.streamId(memberId), companyMemberDecider);
  }

  /** A department that exists now and belongs to a live team (deleting a team ends its departments). */
  async liveDepartment(departmentId: string, teamId?: string): Promise<Live<DepartmentState> | null> {
    const { state, revision } = await this.department(departmentId);
    if (state.status !== 'active' || revision === 'no_stream' || (teamId !== undefined && state.teamId !== teamId)) return null;
    return (await this.teamIsActive(state.teamId)) ? { state, revision } : null;
  }

  async livePosition(positionId: string, teamId?: string): Promise<Live<PositionState> | null> {
    const { state, revision } = await this.position(positionId);
    if (state.status !== 'active' || revision === 'no_stream' || (teamId !== undefined && state.teamId !== teamId)) return null;
    return (await this.teamIsActive(state.teamId)) ? { state, revision } : null;
  }

  async liveMember(memberId: string): Promise<Live<CompanyMemberState> | null> {
    const { state, revision } = await this.member(memberId);
    if (state.status !== 'active' || revision === 'no_stream') return null;
    return (await this.teamIsActive(state.member.teamId)) ? { state, revision } : null;
  }

  /**
   * Resolves the department and position a member should point at. A reference given now must
   * exist in the team (404 otherwise); a kept reference to something since deleted becomes null.
   */
  async resolveReferences(
    teamId: string,
    given: { departmentId?: string | null; positionId?: string | null },
    current: { departmentId: string | null; positionId: string | null },
  ): Promise<{ departmentId: string | null; positionId: string | null }> {
    const [departmentId, positionId] = await Promise.all([
      this.resolve(given.departmentId, current.departmentId, (id) => this.liveDepartment(id, teamId), () => new DepartmentNotFoundError()),
      this.resolve(given.positionId, current.positionId, (id) => this.livePosition(id, teamId), () => new PositionNotFoundError()),
    ]);
    return { departmentId, positionId };
  }

  private async resolve(
    given: string | null | undefined,
    current: string | null,
    live: (id: string) => Promise<object | null>,
    notFound: () => Error,
  ): Promise<string | null> {
    if (given === undefined) return current !== null && (await live(current)) ? current : null;
    if (!given) return null;
    if (!(await live(given))) throw notFound();
    return given;
  }
}
