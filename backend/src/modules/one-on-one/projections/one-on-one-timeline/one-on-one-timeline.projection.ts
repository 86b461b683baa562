import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import { applyInRuns, entrySteps, Stretches, TeamTimeline } from '../../../../platform/projections/stretches.js';
import type {
  CompanyMemberDeleted,
  CompanyMemberUpdated,
  DepartmentCreated,
  DepartmentDeleted,
  DepartmentUpdated,
  TeamCreated,
  TeamDeleted,
} from '../../../organization/index.js';
import type { OneOnOneEntryEvent } from '../../events/one-on-one-entry.events.js';

type HandledEvent =
  | Exclude<OneOnOneEntryEvent, { type: 'OneOnOneGrowthPointDeleted' }>
  | CompanyMemberUpdated
  | CompanyMemberDeleted
  | DepartmentCreated
  | DepartmentUpdated
  | DepartmentDeleted
  | TeamCreated
  | TeamDeleted;

const HANDLED: readonly HandledEvent['type'][] = [
  'OneOnOneEntryCreated',
  'OneOnOneEntryMoved',
  'OneOnOneSessionRecorded',
  'OneOnOneEntryDeleted',
  'CompanyMemberUpdated',
  'CompanyMemberDeleted',
  'DepartmentCreated',
  'DepartmentUpdated',
  'DepartmentDeleted',
  'TeamCreated',
  'TeamDeleted',
];

export const ONE_ON_ONE_TIMELINE = 'one-on-one-timeline';

/** Where each entry stood, under which name, department and team, in which life of the entry. */
const intervals = new Stretches({
  table: 'one_on_one_timeline_intervals',
  key: 'entry_id',
  columns: {
    manager_id: 'text',
    team_id: 'text',
    employee_id: 'text',
    employee_name: 'text',
    department_id: 'text',
    x: 'float8',
    y: 'float8',
    life_position: 'int8',
    life_started_at: 'timestamptz',
  },
});
/** The departments over time and the teams' creation. */
const teams = new TeamTimeline('one_on_one_timeline');

/**
 * The 1on1 board through time (decision 0050), as the MS board's timeline: per entry the stretches
 * of one position, name, department and team; the sessions by date; departments over time; when
 * each team was created. Time is the event's `occurredAt`. A deleted growth point does not change
 * where the board showed the member then; a deleted entry or member ends the last stretch; a
 * deleted team takes its rows. Catch-up only, in log order, through `Stretches`
 * (platform/projections): applying an event again changes nothing.
 */
@Injectable()
@ReadModelProjection()
export class OneOnOneTimelineProjection implements Projection {
  readonly name = ONE_ON_ONE_TIMELINE;
  readonly handles = HANDLED;
  /** History: no write answers with it; its queries wait for it (decision 0055). */
  readonly awaitedBy = 'reads';
  readonly tables = [
    'one_on_one_timeline_intervals',
    'one_on_one_timeline_entries',
    'one_on_one_timeline_sessions',
    'one_on_one_timeline_departments',
    'one_on_one_timeline_teams',
  ];

  /**
   * Creations and moves (nearly the whole log) are folded in memory per entry and written with a
   * few statements for the batch; any other event first writes what is pending, then applies alone.
   */
  async applyBatch(events: readonly RecordedEvent[], manager: EntityManager): Promise<void> {
    const inRun = (e: RecordedEvent) => e.type === 'OneOnOneEntryCreated' || e.type === 'OneOnOneEntryMoved';
    await applyInRuns(
      events,
      inRun,
      (run) => writeStretches(manager, run),
      (e) => this.apply(e, manager),
    );
  }

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as HandledEvent;
    const at = recorded.metadata.occurredAt;
    const position = recorded.position.toString();
    switch (event.type) {
      case 'OneOnOneEntryCreated':
        // A new life of the entry after a deletion: its sessions are those recorded from now on.
        await addEntries(manager, [event.data]);
        await intervals.open(manager, event.data.entryId, position, at, createdValues(event.data, position, at));
        return;
      case 'OneOnOneEntryMoved':
        await intervals.carryOn(manager, position, at, { entry_id: event.data.entryId }, { x: event.data.to.x, y: event.data.to.y });
        return;
      case 'OneOnOneSessionRecorded': {
        const d = event.data;
        await manager.query(
          `INSERT INTO one_on_one_timeline_sessions (session_id, entry_id, session_date, next_session_date, recorded_position)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (session_id) DO NOTHING`,
          [d.sessionId, d.entryId, d.sessionDate, d.nextSessionDate, position],
        );
        return;
      }
      case 'OneOnOneEntryDeleted':
        await intervals.end(manager, position, at, { entry_id: event.data.entryId });
        return;
      case 'CompanyMemberUpdated': {
        const d = event.data;
        // Only a change of name, department or team starts a new stretch.
        const changes = { employee_name: `${d.lastName} ${d.firstName}`, department_id: d.departmentId, team_id: d.teamId };
        await intervals.carryOn(manager, position, at, { employee_id: d.memberId }, changes, true);
        return;
      }
      case 'CompanyMemberDeleted':
        await intervals.end(manager, position, at, { employee_id: event.data.memberId });
        return;
      case 'DepartmentCreated':
      case 'DepartmentUpdated':
        await teams.departmentNamed(manager, position, at, event.data);
        return;
      case 'DepartmentDeleted':
        await teams.departmentDeleted(manager, position, at, event.data.departmentId);
        return;
      case 'TeamCreated':
        await teams.teamCreated(manager, event.data.teamId, at);
        return;
      case 'TeamDeleted':
        // Entries and sessions carry no team: they are read only through the team's intervals, which go.
        await teams.teamDeleted(manager, event.data.teamId, [
          'one_on_one_timeline_intervals',
          'one_on_one_timeline_departments',
          'one_on_one_timeline_teams',
        ]);
        return;
      default:
        assertNever(event);
    }
  }
}

type Created = Extract<OneOnOneEntryEvent, { type: 'OneOnOneEntryCreated' }>['data'];

/** A creation begins a life of the entry: its position and time mark the life's start. */
function createdValues(d: Created, position: string, at: string) {
  return {
    manager_id: d.managerId,
    team_id: d.teamId,
    employee_id: d.employeeId,
    employee_name: d.employeeName,
    department_id: d.departmentId,
    x: d.positionX,
    y: d.positionY,
    life_position: position,
    life_started_at: at,
  };
}

async function addEntries(manager: EntityManager, created: readonly Created[]): Promise<void> {
  if (created.length === 0) return;
  await manager.query(
    `INSERT INTO one_on_one_timeline_entries (entry_id, manager_id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (entry_id) DO NOTHING`,
    [created.map((d) => d.entryId), created.map((d) => d.managerId)],
  );
}

/** Creations and moves of one batch, with the same effect as `apply` on each in turn (`Stretches.applyBatch`). */
async function writeStretches(manager: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
  if (events.length === 0) return;
  await addEntries(
    manager,
    events.filter((e) => e.type === 'OneOnOneEntryCreated').map((e) => e.data as Created),
  );
  await intervals.applyBatch(manager, entrySteps<Created>(events, 'OneOnOneEntryCreated', (d, position, at) => createdValues(d, position.toString(), at)));
}
