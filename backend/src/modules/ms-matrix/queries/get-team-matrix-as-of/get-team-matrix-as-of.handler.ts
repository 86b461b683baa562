import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AS_OF_DEPARTMENT_COLUMNS, asOfFrom, BoardAsOf, heldAt, type AsOfBoard } from '../../../boards/index.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { levelsAt } from '@pivot/rules';
import { msMatrixEntryId } from '../../domain/ms-matrix-entry.js';
import { FutureAsOfDateError, InvalidAsOfDateError, teamAccessRefused } from '../../domain/ms-matrix-entry.errors.js';
import type { MsMatrixAsOfEntryResponse } from '../../http/ms-matrix.response.dto.js';
import { MS_MATRIX_TIMELINE, MS_MATRIX_TIMELINE_SPEC } from '../../projections/ms-matrix-timeline/ms-matrix-timeline.projection.js';
import type { MsMatrixTimelineDepartmentRow, MsMatrixTimelineIntervalRow } from '../../projections/ms-matrix-timeline/ms-matrix-timeline.read-model.js';
import { GetTeamMatrixAsOfQuery, type MsMatrixAsOfView } from './get-team-matrix-as-of.query.js';

type AsOfRow = Pick<MsMatrixTimelineIntervalRow, 'entryId' | 'teamId' | 'memberId' | 'memberName' | 'departmentId' | 'x' | 'y' | 'validFrom'> & {
  departmentName: MsMatrixTimelineDepartmentRow['name'] | null;
  departmentColor: MsMatrixTimelineDepartmentRow['color'] | null;
};

const BOARD: AsOfBoard = {
  timeline: MS_MATRIX_TIMELINE,
  prefix: MS_MATRIX_TIMELINE_SPEC.prefix,
  refuse: { invalid: () => new InvalidAsOfDateError(), future: () => new FutureAsOfDateError() },
};

/**
 * For each entry the team's board ever had, its interval of the end of the day (`asOfFrom`);
 * grouped by department name (未所属 last), then by member name.
 */
const AS_OF_SQL = (entryFilter: string) => `
  SELECT i.entry_id AS "entryId", i.team_id AS "teamId", i.member_id AS "memberId", i.member_name AS "memberName",
         ${AS_OF_DEPARTMENT_COLUMNS}, i.x, i.y, i.valid_from AS "validFrom"
  ${asOfFrom(BOARD.prefix, '$2')}
  WHERE t.team_id = $1${entryFilter} AND ${heldAt('i', '$2')}
  ORDER BY d.name NULLS LAST, i.member_name, i.entry_id`;

@QueryHandler(GetTeamMatrixAsOfQuery)
export class GetTeamMatrixAsOfHandler implements IQueryHandler<GetTeamMatrixAsOfQuery> {
  constructor(
    private readonly organization: OrganizationDirectory,
    private readonly asOf: BoardAsOf,
  ) {}

  async execute({ teamId, date, user }: GetTeamMatrixAsOfQuery): Promise<MsMatrixAsOfView> {
    const day = await this.asOf.day(BOARD, teamId, date, () => this.organization.requireBoardView(teamId, user, teamAccessRefused));
    const answer = (entries: MsMatrixAsOfEntryResponse[], emptyReason: NonNullable<MsMatrixAsOfView['emptyReason']>): MsMatrixAsOfView =>
      day.answer(entries, emptyReason);
    if (day.beforeTeam) return answer([], 'before_team');
    const view = day.access;
    let rows: AsOfRow[];
    if (view.scope === 'team') {
      rows = await day.rows<AsOfRow>('ms_matrix_as_of_team', AS_OF_SQL(''), [teamId, day.endsAt]);
    } else {
      if (view.memberId === null) return answer([], 'not_on_board');
      const entryId = msMatrixEntryId(teamId, view.memberId);
      rows = await day.rows<AsOfRow>('ms_matrix_as_of_own', AS_OF_SQL(' AND t.entry_id = $3'), [teamId, day.endsAt, entryId]);
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
