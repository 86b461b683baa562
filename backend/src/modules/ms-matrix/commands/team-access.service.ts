import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { GetTeamAccessQuery } from '../../organization/index.js';
import { TeamManageForbiddenError, TeamNotFoundError, TeamReadForbiddenError } from '../domain/ms-matrix-entry.errors.js';

/**
 * Team-level access to the MS board (DESIGN "teams and access"): the team's members, team_admin
 * and admin read it; its leaders, team_admin and admin change it. An unknown team is a 404.
 */
@Injectable()
export class MsMatrixTeamAccess {
  constructor(private readonly queryBus: QueryBus) {}

  async assertCanRead(teamId: string, user: SessionUser): Promise<void> {
    const access = await this.queryBus.execute(new GetTeamAccessQuery(teamId, user));
    if (!access.teamExists) throw new TeamNotFoundError();
    if (!access.canRead) throw new TeamReadForbiddenError();
  }

  async assertCanManage(teamId: string, user: SessionUser): Promise<void> {
    const access = await this.queryBus.execute(new GetTeamAccessQuery(teamId, user));
    if (!access.teamExists) throw new TeamNotFoundError();
    if (!access.canManage) throw new TeamManageForbiddenError();
  }
}
