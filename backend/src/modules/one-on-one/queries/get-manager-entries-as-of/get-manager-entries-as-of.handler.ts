import { Inject } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { preparedQuery } from '../../../../platform/database/prepared-query.js';
import { ReadYourWrites } from '../../../../platform/projections/read-your-writes.js';
import { calendarDate, isCalendarDate, nextCalendarDate, startOfDay } from '../../../../platform/time/calendar.js';
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
  CROSS JOIN LATERAL (
    SELECT * FROM one_on_one_timeline_intervals i
    WHERE i.entry_id = t.entry_id AND i.valid_from < $3
    ORDER BY i.opened_position DESC LIMIT 1) i
  LEFT JOIN LATERAL (
    SELECT dd.name, dd.color FROM (
      SELECT * FROM one_on_one_timeline_departments d
      WHERE d.department_id = i.department_id AND d.valid_from < $3
      ORDER BY d.opened_position DESC LIMIT 1) dd
    WHERE dd.valid_to IS NULL OR dd.valid_to >= $3) d ON true
  LEFT JOIN LATERAL (
    SELECT s.session_date, s.next_session_date FROM one_on_one_timeline_sessions s
    WHERE s.entry_id = i.entry_id AND s.recorded_position >= i.life_position AND s.session_date <= $4
    ORDER BY s.session_date DESC, s.recorded_position DESC LIMIT 1) s ON true
  WHERE t.manager_id = $1 AND i.team_id = $2 AND (i.valid_to IS NULL OR i.valid_to >= $3)
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
    if (!isCalendarDate(date)) throw new InvalidAsOfDateError();
    const { timeZone } = this.config;
    const today = calendarDate(this.clock.now(), timeZone);
    if (date > today) throw new FutureAsOfDateError();
    const managerId = options.managerId ?? reader.id;
    if (!canReadEntriesOf(managerId, reader)) throw new ManagerEntriesForbiddenError();
    await this.organization.requireTeamAccess(teamId, reader, 'read', pastBoardRefused);
    // Today's board can hold a move made a moment ago (decision 0055); a past day's cannot.
    if (date === today) await this.readYourWrites.beforeReading([ONE_ON_ONE_TIMELINE]);
    const endsAt = startOfDay(nextCalendarDate(date), timeZone);

    const [team] = await preparedQuery<{ createdAt: Date }>(
      this.manager,
      'one_on_one_timeline_team',
      `SELECT created_at AS "createdAt" FROM one_on_one_timeline_teams WHERE team_id = $1`,
      [teamId],
    );
    const teamCreatedOn = team ? calendarDate(team.createdAt, timeZone) : null;
    const answer = (entries: OneOnOneAsOfEntryResponse[], reason: OneOnOneAsOfView['emptyReason']): OneOnOneAsOfView => ({
      date,
      endsAt: endsAt.toISOString(),
      teamCreatedOn,
      emptyReason: entries.length ? null : reason,
      entries,
    });
    if (team && team.createdAt.getTime() >= endsAt.getTime()) return answer([], 'before_team');
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
