import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { NoTeamError, PrimaryTeamUnknownError } from '../../domain/organization.errors.js';
import { GetPrimaryTeamQuery } from './get-primary-team.query.js';

/**
 * Reads the user's links from the read models: a user has at most one primary team and one main
 * department (the last marked), and the caller's own earlier joins are already there
 * (read-your-writes). Whether the user may change the team is the command's check, on its stream.
 */
@QueryHandler(GetPrimaryTeamQuery)
export class GetPrimaryTeamHandler implements IQueryHandler<GetPrimaryTeamQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ user }: GetPrimaryTeamQuery): Promise<string> {
    const teams: { team_id: string; is_primary_team: boolean; has_main_department: boolean }[] = await this.db.query(
      `SELECT ut.team_id, ut.is_primary_team,
              EXISTS (SELECT 1 FROM user_departments ud
                      WHERE ud.user_id = ut.user_id AND ud.team_id = ut.team_id AND ud.is_main_department) AS has_main_department
       FROM user_teams ut WHERE ut.user_id = $1`,
      [user.id],
    );
    const chosen =
      teams.find((t) => t.is_primary_team) ?? teams.find((t) => t.has_main_department) ?? (teams.length === 1 ? teams[0] : undefined);
    if (chosen) return chosen.team_id;
    throw teams.length === 0 ? new NoTeamError() : new PrimaryTeamUnknownError();
  }
}
