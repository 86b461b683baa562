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
import type { MsMatrixEntryEvent } from '../../events/ms-matrix-entry.events.js';

type HandledEvent =
  | Exclude<MsMatrixEntryEvent, { type: 'MatrixGrowthPointDeleted' | 'MatrixTeamHistoryCleared' }>
  | CompanyMemberUpdated
  | CompanyMemberDeleted
  | DepartmentCreated
  | DepartmentUpdated
  | DepartmentDeleted
  | TeamCreated
  | TeamDeleted;

const HANDLED: readonly HandledEvent['type'][] = [
  'MatrixMemberPlaced',
  'MatrixMemberMoved',
  'MatrixMemberRemoved',
  'CompanyMemberUpdated',
  'CompanyMemberDeleted',
  'DepartmentCreated',
  'DepartmentUpdated',
  'DepartmentDeleted',
  'TeamCreated',
  'TeamDeleted',
];

/** The MS timeline projection's name (its checkpoint key). */
export const MS_MATRIX_TIMELINE = 'ms-matrix-timeline';

/** Where each entry stood, under which name and department. */
const intervals = new Stretches({
  table: 'ms_matrix_timeline_intervals',
  key: 'entry_id',
  columns: {
    team_id: 'text',
    member_id: 'text',
    member_name: 'text',
    department_id: 'text',
    x: 'float8',
    y: 'float8',
  },
});
/** The departments over time and the teams' creation. */
const teams = new TeamTimeline('ms_matrix_timeline');

/**
 * The MS board through time (decision 0050): for every entry, the stretches of time during which
 * it stood at one position with one name and department; for every department its name and colour
 * over time; when each team was created. The board at the end of any day is then one indexed
 * probe per entry (`GetTeamMatrixAsOfHandler`).
 *
 * Time is the event's `occurredAt` (its metadata): when the user made the move, which is also the
 * time the growth history shows and the time the demo seeder dates its trails back with.
 *
 * Deleting a past growth point or clearing the history corrects the trail; it does not change
 * where the board showed the member then, so those events are not handled here. A removal or a
 * deleted member ends the entry's last stretch; a deleted department ends its stretch (its members
 * read 未所属 from then on); a deleted team takes all its rows (the team is gone, its board a 404).
 *
 * Applied by the catch-up loop only, in log order, through `Stretches` (platform/projections):
 * applying an event again changes nothing.
 */
@Injectable()
@ReadModelProjection()
export class MsMatrixTimelineProjection implements Projection {
  readonly name = MS_MATRIX_TIMELINE;
  readonly handles = HANDLED;
  /** History: no write answers with it; its queries wait for it (decision 0055). */
  readonly awaitedBy = 'reads';
  readonly tables = ['ms_matrix_timeline_intervals', 'ms_matrix_timeline_entries', 'ms_matrix_timeline_departments', 'ms_matrix_timeline_teams'];

  /**
   * Placements and moves (nearly the whole log) are folded in memory per entry and written with a
   * few statements for the batch; any other event first writes what is pending, then applies alone.
   */
  async applyBatch(events: readonly RecordedEvent[], manager: EntityManager): Promise<void> {
    const inRun = (e: RecordedEvent) => e.type === 'MatrixMemberPlaced' || e.type === 'MatrixMemberMoved';
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
      case 'MatrixMemberPlaced':
        // A new life of the stream after a removal: its last stretch was ended by the removal.
        await addEntries(manager, [event.data]);
        await intervals.open(manager, event.data.entryId, position, at, placedValues(event.data));
        return;
      case 'MatrixMemberMoved':
        await intervals.carryOn(manager, position, at, { entry_id: event.data.entryId }, { x: event.data.to.x, y: event.data.to.y });
        return;
      case 'MatrixMemberRemoved':
        await intervals.end(manager, position, at, { entry_id: event.data.entryId });
        return;
      case 'CompanyMemberUpdated': {
        const d = event.data;
        // Only a change of name or department starts a new stretch.
        const changes = { member_name: `${d.lastName} ${d.firstName}`, department_id: d.departmentId };
        await intervals.carryOn(manager, position, at, { member_id: d.memberId }, changes, true);
        return;
      }
      case 'CompanyMemberDeleted':
        await intervals.end(manager, position, at, { member_id: event.data.memberId });
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
        await teams.teamDeleted(manager, event.data.teamId, this.tables);
        return;
      default:
        assertNever(event);
    }
  }
}

type Placed = Extract<MsMatrixEntryEvent, { type: 'MatrixMemberPlaced' }>['data'];

function placedValues(d: Placed) {
  return {
    team_id: d.teamId,
    member_id: d.memberId,
    member_name: d.memberName,
    department_id: d.departmentId,
    x: d.positionX,
    y: d.positionY,
  };
}

async function addEntries(manager: EntityManager, placed: readonly Placed[]): Promise<void> {
  if (placed.length === 0) return;
  await manager.query(
    `INSERT INTO ms_matrix_timeline_entries (entry_id, team_id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (entry_id) DO NOTHING`,
    [placed.map((d) => d.entryId), placed.map((d) => d.teamId)],
  );
}

/** Placements and moves of one batch, with the same effect as `apply` on each in turn (`Stretches.applyBatch`). */
async function writeStretches(manager: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
  if (events.length === 0) return;
  await addEntries(
    manager,
    events.filter((e) => e.type === 'MatrixMemberPlaced').map((e) => e.data as Placed),
  );
  await intervals.applyBatch(manager, entrySteps<Placed>(events, 'MatrixMemberPlaced', (d) => placedValues(d)));
}
