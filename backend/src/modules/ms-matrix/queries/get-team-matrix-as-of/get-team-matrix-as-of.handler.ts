import { Inject } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { preparedQuery } from '../../../../platform/database/prepared-query.js';
import { ReadYourWrites } from '../../../../platform/projections/read-your-writes.js';
import { calendarDate } from '../../../../platform/time/calendar.js';
import { asOfTeamDay, departmentAt, endOfAsOfDay, heldAt, latestStretchBefore } from '../../../../platform/projections/as-of.js';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { levelsAt } from '../../domain/ms-matrix-board.js';
import { msMatrixEntryId } from '../../domain/ms-matrix-entry.js';
import { FutureAsOfDateError, InvalidAsOfDateError, teamAccessRefused } from '../../domain/ms-matrix-entry.errors.js';
import type { MsMatrixAsOfEntryResponse } from '../../http/ms-matrix.response.dto.js';
import { MS_MATRIX_TIMELINE } from '../../projections/ms-matrix-timeline/ms-matrix-timeline.projection.js';
import type { MsMatrixTimelineDepartmentRow, MsMatrixTimelineIntervalRow } from '../../projections/ms-matrix-timeline/ms-matrix-timeline.read-model.js';
import { GetTeamMatrixAsOfQuery, type MsMatrixAsOfView } from './get-team-matrix-as-of.query.js';

type AsOfRow = Pick<MsMatrixTimelineIntervalRow, 'entryId' | 'teamId' | 'memberId' | 'memberName' | 'departmentId' | 'x' | 'y' | 'validFrom'> & {
  departmentName: MsMatrixTimelineDepartmentRow['name'] | null;
  departmentColor: MsMatrixTimelineDepartmentRow['color'] | null;
};

/**
 * For each entry the team's board ever had, its latest stretch begun before the end of the day
 * (one backward probe of the primary key), kept when it had not ended by then; the department's
 * stretch of that moment likewise. A department that no longer existed then reads 未所属.
 */
const AS_OF_SQL = (entryFilter: string) => `
  SELECT i.entry_id AS "entryId", i.team_id AS "teamId", i.member_id AS "memberId", i.member_name AS "memberName",
         CASE WHEN d.name IS NULL THEN NULL ELSE i.department_id END AS "departmentId",
         d.name AS "departmentName", d.color AS "departmentColor", i.x, i.y, i.valid_from AS "validFrom"
  FROM ms_matrix_timeline_entries t
  CROSS JOIN LATERAL (${latestStretchBefore('ms_matrix_timeline_intervals', 'entry_id', 't.entry_id', '$2')}) i
  LEFT JOIN LATERAL (${departmentAt('ms_matrix_timeline_departments', 'i.department_id', '$2')}) d ON true
  WHERE t.team_id = $1${entryFilter} AND ${heldAt('i', '$2')}
  ORDER BY d.name NULLS LAST, i.member_name, i.entry_id`;

@QueryHandler(GetTeamMatrixAsOfQuery)
export class GetTeamMatrixAsOfHandler implements IQueryHandler<GetTeamMatrixAsOfQuery> {
  constructor(
    private readonly organization: OrganizationDirectory,
    @InjectEntityManager() private readonly manager: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ teamId, date, user }: GetTeamMatrixAsOfQuery): Promise<MsMatrixAsOfView> {
    const { timeZone } = this.config;
    const endsAt = endOfAsOfDay(date, this.clock.now(), timeZone, { invalid: () => new InvalidAsOfDateError(), future: () => new FutureAsOfDateError() });
    const view = await this.organization.requireBoardView(teamId, user, teamAccessRefused);
    // Today's board can hold a move made a moment ago (decision 0055); a past day's cannot.
    if (date === calendarDate(this.clock.now(), timeZone)) await this.readYourWrites.beforeReading([MS_MATRIX_TIMELINE]);
    const day = await asOfTeamDay(this.manager, 'ms_matrix_timeline', teamId, date, endsAt, timeZone);
    const answer = (entries: MsMatrixAsOfEntryResponse[], emptyReason: NonNullable<MsMatrixAsOfView['emptyReason']>): MsMatrixAsOfView =>
      day.answer(entries, emptyReason);
    if (day.beforeTeam) return answer([], 'before_team');

    let rows: AsOfRow[];
    if (view.scope === 'team') {
      rows = await preparedQuery<AsOfRow>(this.manager, 'ms_matrix_as_of_team', AS_OF_SQL(''), [teamId, endsAt]);
    } else {
      if (view.memberId === null) return answer([], 'not_on_board');
      const entryId = msMatrixEntryId(teamId, view.memberId);
      rows = await preparedQuery<AsOfRow>(this.manager, 'ms_matrix_as_of_own', AS_OF_SQL(' AND t.entry_id = $3'), [teamId, endsAt, entryId]);
    }
    return answer(rows.map(toEntry), view.scope === 'team' ? 'nobody_placed' : 'not_on_board');
  }
}

function toEntry(row: AsOfRow): MsMatrixAsOfEntryResponse {
  return {
    id: row.entryId,
    memberId: row.memberId,
    memberName: row.memberName,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    departmentColor: row.departmentColor,
    teamId: row.teamId,
    positionX: row.x,
    positionY: row.y,
    ...levelsAt({ x: row.x, y: row.y }),
    since: row.validFrom.toISOString(),
  };
}
