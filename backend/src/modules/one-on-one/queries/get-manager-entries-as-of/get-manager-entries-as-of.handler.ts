import { Inject } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { preparedQuery } from '../../../../platform/database/prepared-query.js';
import { ReadYourWrites } from '../../../../platform/projections/read-your-writes.js';
import { asOfTeamDay, departmentAt, endOfAsOfDay, heldAt, latestStretchBefore } from '../../../../platform/projections/as-of.js';
import { calendarDate } from '../../../../platform/time/calendar.js';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { approachFor, isStale, levelsFromPosition } from '../../domain/one-on-one-board.js';
import { FutureAsOfDateError, InvalidAsOfDateError, ManagerEntriesForbiddenError, pastBoardRefused } from '../../domain/one-on-one-entry.errors.js';
import type { OneOnOneAsOfEntryResponse } from '../../http/one-on-one.response.dto.js';
import { ONE_ON_ONE_TIMELINE } from '../../projections/one-on-one-timeline/one-on-one-timeline.projection.js';
import type {
  OneOnOneTimelineDepartmentRow,
  OneOnOneTimelineIntervalRow,
  OneOnOneTimelineSessionRow,
} from '../../projections/one-on-one-timeline/one-on-one-timeline.read-model.js';
import { canReadEntriesOf } from '../one-on-one-entry.view.js';
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

/**
 * For each entry the manager ever had, its latest stretch begun before the end of the day (one
 * backward probe of the primary key), kept when it had not ended by then and the member was in the
 * team then; its department's stretch of that moment; its last session on or before the day.
 */
const AS_OF_SQL = `
  SELECT i.entry_id AS "entryId", i.manager_id AS "managerId", i.team_id AS "teamId", i.employee_id AS "employeeId",
         i.employee_name AS "employeeName", CASE WHEN d.name IS NULL THEN NULL ELSE i.department_id END AS "departmentId",
         d.name AS "departmentName", d.color AS "departmentColor", i.x, i.y, i.life_started_at AS "lifeStartedAt",
         i.valid_from AS "validFrom", s.session_date AS "lastSessionDate", s.next_session_date AS "nextSessionDate"
  FROM one_on_one_timeline_entries t
  CROSS JOIN LATERAL (${latestStretchBefore('one_on_one_timeline_intervals', 'entry_id', 't.entry_id', '$3')}) i
  LEFT JOIN LATERAL (${departmentAt('one_on_one_timeline_departments', 'i.department_id', '$3')}) d ON true
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
    @InjectEntityManager() private readonly manager: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ reader, options }: GetManagerEntriesAsOfQuery): Promise<OneOnOneAsOfView> {
    const { teamId, date } = options;
    const { timeZone } = this.config;
    const endsAt = endOfAsOfDay(date, this.clock.now(), timeZone, { invalid: () => new InvalidAsOfDateError(), future: () => new FutureAsOfDateError() });
    const managerId = options.managerId ?? reader.id;
    if (!canReadEntriesOf(managerId, reader)) throw new ManagerEntriesForbiddenError();
    await this.organization.requireTeamAccess(teamId, reader, 'read', pastBoardRefused);
    // Today's board can hold a move made a moment ago (decision 0055); a past day's cannot.
    if (date === calendarDate(this.clock.now(), timeZone)) await this.readYourWrites.beforeReading([ONE_ON_ONE_TIMELINE]);
    const day = await asOfTeamDay(this.manager, 'one_on_one_timeline', teamId, date, endsAt, timeZone);
    const answer = (entries: OneOnOneAsOfEntryResponse[], reason: NonNullable<OneOnOneAsOfView['emptyReason']>): OneOnOneAsOfView =>
      day.answer(entries, reason);
    if (day.beforeTeam) return answer([], 'before_team');
    const rows = await preparedQuery<AsOfRow>(this.manager, 'one_on_one_as_of', AS_OF_SQL, [managerId, teamId, endsAt, date]);
    return answer(
      rows.map((row) => toEntry(row, date, timeZone)),
      'nobody_placed',
    );
  }
}

function toEntry(row: AsOfRow, day: string, timeZone: string): OneOnOneAsOfEntryResponse {
  const levels = levelsFromPosition(row.x, row.y);
  const approach = approachFor(levels);
  return {
    id: row.entryId,
    managerId: row.managerId,
    teamId: row.teamId,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    departmentColor: row.departmentColor,
    positionX: row.x,
    positionY: row.y,
    ...levels,
    quadrant: approach.quadrant,
    approachLabel: approach.label,
    recommendedApproach: approach.recommendedApproach,
    lastSessionDate: row.lastSessionDate,
    nextSessionDate: row.lastSessionDate === null ? null : row.nextSessionDate,
    isStale: isStale({ lastSessionDate: row.lastSessionDate, createdOn: calendarDate(row.lifeStartedAt, timeZone), today: day }),
    createdAt: row.lifeStartedAt.toISOString(),
    since: row.validFrom.toISOString(),
  };
}
