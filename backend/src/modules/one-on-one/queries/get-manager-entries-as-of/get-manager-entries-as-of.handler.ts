import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { calendarDate } from '../../../../platform/time/calendar.js';
import { AS_OF_DEPARTMENT_COLUMNS, asOfFrom, BoardAsOf, heldAt, type AsOfBoard } from '../../../boards/index.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { isStale } from '../../domain/one-on-one-board.js';
import { FutureAsOfDateError, InvalidAsOfDateError, ManagerEntriesForbiddenError, pastBoardRefused } from '../../domain/one-on-one-entry.errors.js';
import type { OneOnOneAsOfEntryResponse } from '../../http/one-on-one.response.dto.js';
import { ONE_ON_ONE_TIMELINE, ONE_ON_ONE_TIMELINE_SPEC } from '../../projections/one-on-one-timeline/one-on-one-timeline.projection.js';
import type {
  OneOnOneTimelineDepartmentRow,
  OneOnOneTimelineIntervalRow,
  OneOnOneTimelineSessionRow,
} from '../../projections/one-on-one-timeline/one-on-one-timeline.read-model.js';
import { canReadEntriesOf, entryHead } from '../one-on-one-entry.view.js';
import { GetManagerEntriesAsOfQuery, type OneOnOneAsOfView } from './get-manager-entries-as-of.query.js';

type AsOfRow = Pick<
  OneOnOneTimelineIntervalRow,
  'entryId' | 'managerId' | 'teamId' | 'employeeId' | 'employeeName' | 'departmentId' | 'x' | 'y' | 'lifeStartedAt' | 'validFrom'
> & {
  departmentName: OneOnOneTimelineDepartmentRow['name'] | null;
  departmentColor: OneOnOneTimelineDepartmentRow['color'] | null;
  lastSessionDate: OneOnOneTimelineSessionRow['sessionDate'] | null;
  nextSessionDate: OneOnOneTimelineSessionRow['nextSessionDate'];
};

const BOARD: AsOfBoard = {
  timeline: ONE_ON_ONE_TIMELINE,
  prefix: ONE_ON_ONE_TIMELINE_SPEC.prefix,
  refuse: { invalid: () => new InvalidAsOfDateError(), future: () => new FutureAsOfDateError() },
};

/**
 * For each entry the manager ever had, its interval of the end of the day (`asOfFrom`), kept when
 * the member was in the team then; its last session on or before the day.
 */
const AS_OF_SQL = `
  SELECT i.entry_id AS "entryId", i.manager_id AS "managerId", i.team_id AS "teamId", i.employee_id AS "employeeId",
         i.employee_name AS "employeeName", ${AS_OF_DEPARTMENT_COLUMNS}, i.x, i.y, i.life_started_at AS "lifeStartedAt",
         i.valid_from AS "validFrom", s.session_date AS "lastSessionDate", s.next_session_date AS "nextSessionDate"
  ${asOfFrom(BOARD.prefix, '$3')}
  LEFT JOIN LATERAL (
    SELECT s.session_date, s.next_session_date FROM one_on_one_timeline_sessions s
    WHERE s.entry_id = i.entry_id AND s.recorded_position >= i.life_position AND s.session_date <= $4
    ORDER BY s.session_date DESC, s.recorded_position DESC LIMIT 1) s ON true
  WHERE t.manager_id = $1 AND i.team_id = $2 AND ${heldAt('i', '$3')}
  ORDER BY i.employee_name, i.entry_id`;

@QueryHandler(GetManagerEntriesAsOfQuery)
export class GetManagerEntriesAsOfHandler implements IQueryHandler<GetManagerEntriesAsOfQuery> {
  constructor(
    private readonly organization: OrganizationDirectory,
    private readonly asOf: BoardAsOf,
  ) {}

  async execute({ reader, options }: GetManagerEntriesAsOfQuery): Promise<OneOnOneAsOfView> {
    const { teamId, date } = options;
    const managerId = options.managerId ?? reader.id;
    const day = await this.asOf.day(BOARD, teamId, date, async () => {
      if (!canReadEntriesOf(managerId, reader)) throw new ManagerEntriesForbiddenError();
      await this.organization.requireTeamAccess(teamId, reader, 'read', pastBoardRefused);
    });
    const answer = (entries: OneOnOneAsOfEntryResponse[], reason: NonNullable<OneOnOneAsOfView['emptyReason']>): OneOnOneAsOfView =>
      day.answer(entries, reason);
    if (day.beforeTeam) return answer([], 'before_team');
    const rows = await day.rows<AsOfRow>('one_on_one_as_of', AS_OF_SQL, [managerId, teamId, day.endsAt, date]);
    return answer(
      rows.map((row) => toEntry(row, date, day.timeZone)),
      'nobody_placed',
    );
  }
}

function toEntry(row: AsOfRow, day: string, timeZone: string): OneOnOneAsOfEntryResponse {
  return {
    ...entryHead({ ...row, id: row.entryId }, row.x, row.y),
    lastSessionDate: row.lastSessionDate,
    nextSessionDate: row.lastSessionDate === null ? null : row.nextSessionDate,
    isStale: isStale({ lastSessionDate: row.lastSessionDate, createdOn: calendarDate(row.lifeStartedAt, timeZone), today: day }),
    createdAt: row.lifeStartedAt.toISOString(),
    since: row.validFrom.toISOString(),
  };
}
