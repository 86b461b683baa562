import { Inject } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { teamAccessRefused } from '../../domain/ms-matrix-entry.errors.js';
import { ExportTeamMatrixCsvQuery } from './export-team-matrix-csv.query.js';
import { teamMatrixCsv, type CsvPointRow } from './team-matrix-csv.js';

@QueryHandler(ExportTeamMatrixCsvQuery)
export class ExportTeamMatrixCsvHandler implements IQueryHandler<ExportTeamMatrixCsvQuery> {
  constructor(
    private readonly organization: OrganizationDirectory,
    @InjectEntityManager() private readonly manager: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ teamId, user }: ExportTeamMatrixCsvQuery): Promise<string> {
    await this.organization.requireTeamAccess(teamId, user, 'readBoard', teamAccessRefused);
    const rows: { member_name: string; department_name: string | null; recorded_at: Date; x: number; y: number; is_current: boolean }[] =
      await this.manager.query(
        `SELECT e.member_name, d.name AS department_name, p.recorded_at, p.x, p.y,
                p.event_position = max(p.event_position) OVER (PARTITION BY p.entry_id) AS is_current
         FROM ms_matrix_growth_points p
         JOIN ms_matrix_entries e ON e.id = p.entry_id
         LEFT JOIN ms_matrix_departments d ON d.id = e.department_id
         WHERE p.team_id = $1
         ORDER BY d.name NULLS LAST, e.member_name, e.id, p.event_position`,
        [teamId],
      );
    const points: CsvPointRow[] = rows.map((r) => ({
      memberName: r.member_name,
      departmentName: r.department_name,
      recordedAt: r.recorded_at,
      x: r.x,
      y: r.y,
      isCurrent: r.is_current,
    }));
    return teamMatrixCsv(points, this.config.timeZone);
  }
}
