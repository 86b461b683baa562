import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
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
 * Applied by the catch-up loop only, in log order. Each statement ends the open stretches opened
 * before the event (`opened_position < position`) and opens one keyed by the event's position, so
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
    let pending: RecordedEvent[] = [];
    for (const recorded of events) {
      if (recorded.type === 'MatrixMemberPlaced' || recorded.type === 'MatrixMemberMoved') {
        pending.push(recorded);
        continue;
      }
      await writeStretches(manager, pending);
      pending = [];
      await this.apply(recorded, manager);
    }
    await writeStretches(manager, pending);
  }

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as HandledEvent;
    const at = recorded.metadata.occurredAt;
    const position = recorded.position.toString();
    switch (event.type) {
      case 'MatrixMemberPlaced': {
        const d = event.data;
        await manager.query(`INSERT INTO ms_matrix_timeline_entries (entry_id, team_id) VALUES ($1, $2) ON CONFLICT (entry_id) DO NOTHING`, [
          d.entryId,
          d.teamId,
        ]);
        // A new life of the stream after a removal: its last stretch was ended by the removal.
        await closeEntry(manager, d.entryId, at, position);
        await manager.query(
          `INSERT INTO ms_matrix_timeline_intervals
             (entry_id, opened_position, team_id, member_id, member_name, department_id, x, y, valid_from, valid_to)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, NULL)
           ON CONFLICT (entry_id, opened_position) DO NOTHING`,
          [d.entryId, position, d.teamId, d.memberId, d.memberName, d.departmentId, d.positionX, d.positionY, at],
        );
        return;
      }
      case 'MatrixMemberMoved': {
        const d = event.data;
        await manager.query(
          `WITH closed AS (
             UPDATE ms_matrix_timeline_intervals SET valid_to = greatest(valid_from, $3::timestamptz)
             WHERE entry_id = $1 AND valid_to IS NULL AND opened_position < $2
             RETURNING *)
           INSERT INTO ms_matrix_timeline_intervals
             (entry_id, opened_position, team_id, member_id, member_name, department_id, x, y, valid_from, valid_to)
           SELECT entry_id, $2, team_id, member_id, member_name, department_id, $4, $5, greatest(valid_from, $3::timestamptz), NULL FROM closed
           ON CONFLICT (entry_id, opened_position) DO NOTHING`,
          [d.entryId, position, at, d.to.x, d.to.y],
        );
        return;
      }
      case 'MatrixMemberRemoved':
        await closeEntry(manager, event.data.entryId, at, position);
        return;
      case 'CompanyMemberUpdated': {
        const d = event.data;
        // Only a change of name or department starts a new stretch.
        await manager.query(
          `WITH closed AS (
             UPDATE ms_matrix_timeline_intervals SET valid_to = greatest(valid_from, $3::timestamptz)
             WHERE member_id = $1 AND valid_to IS NULL AND opened_position < $2
               AND (member_name IS DISTINCT FROM $4 OR department_id IS DISTINCT FROM $5)
             RETURNING *)
           INSERT INTO ms_matrix_timeline_intervals
             (entry_id, opened_position, team_id, member_id, member_name, department_id, x, y, valid_from, valid_to)
           SELECT entry_id, $2, team_id, member_id, $4, $5, x, y, greatest(valid_from, $3::timestamptz), NULL FROM closed
           ON CONFLICT (entry_id, opened_position) DO NOTHING`,
          [d.memberId, position, at, `${d.lastName} ${d.firstName}`, d.departmentId],
        );
        return;
      }
      case 'CompanyMemberDeleted':
        await manager.query(
          `UPDATE ms_matrix_timeline_intervals SET valid_to = greatest(valid_from, $3::timestamptz)
           WHERE member_id = $1 AND valid_to IS NULL AND opened_position < $2`,
          [event.data.memberId, position, at],
        );
        return;
      case 'DepartmentCreated':
      case 'DepartmentUpdated': {
        const d = event.data;
        await closeDepartment(manager, d.departmentId, at, position);
        await manager.query(
          `INSERT INTO ms_matrix_timeline_departments (department_id, opened_position, team_id, name, color, valid_from, valid_to)
           VALUES ($1, $2, $3, $4, $5, $6, NULL) ON CONFLICT (department_id, opened_position) DO NOTHING`,
          [d.departmentId, position, d.teamId, d.name, d.color, at],
        );
        return;
      }
      case 'DepartmentDeleted':
        await closeDepartment(manager, event.data.departmentId, at, position);
        return;
      case 'TeamCreated':
        await manager.query(`INSERT INTO ms_matrix_timeline_teams (team_id, created_at) VALUES ($1, $2) ON CONFLICT (team_id) DO NOTHING`, [
          event.data.teamId,
          at,
        ]);
        return;
      case 'TeamDeleted':
        for (const table of this.tables) await manager.query(`DELETE FROM ${table} WHERE team_id = $1`, [event.data.teamId]);
        return;
      default:
        assertNever(event);
    }
  }
}

async function closeEntry(manager: EntityManager, entryId: string, at: string, position: string): Promise<void> {
  await manager.query(
    `UPDATE ms_matrix_timeline_intervals SET valid_to = greatest(valid_from, $3::timestamptz)
     WHERE entry_id = $1 AND valid_to IS NULL AND opened_position < $2`,
    [entryId, position, at],
  );
}

async function closeDepartment(manager: EntityManager, departmentId: string, at: string, position: string): Promise<void> {
  await manager.query(
    `UPDATE ms_matrix_timeline_departments SET valid_to = greatest(valid_from, $3::timestamptz)
     WHERE department_id = $1 AND valid_to IS NULL AND opened_position < $2`,
    [departmentId, position, at],
  );
}

interface Stretch {
  entryId: string;
  openedPosition: string;
  teamId: string;
  memberId: string;
  memberName: string;
  departmentId: string | null;
  x: number;
  y: number;
  validFrom: string;
  validTo: string | null;
}

/**
 * Placements and moves of one batch, with the same effect as `apply` on each in turn: per entry,
 * starting from its open stretch, each event (only those after the stretch was opened: applying
 * again changes nothing) ends the stretch and opens the next. One read of the open stretches,
 * one update ending them, one insert of the new stretches.
 */
async function writeStretches(manager: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const entryIds = [...new Set(events.map((e) => (e.data as { entryId: string }).entryId))];
  const open: Stretch[] = await manager.query(
    `SELECT entry_id AS "entryId", opened_position::text AS "openedPosition", team_id AS "teamId", member_id AS "memberId",
            member_name AS "memberName", department_id AS "departmentId", x, y,
            to_char(valid_from AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "validFrom", NULL AS "validTo"
     FROM ms_matrix_timeline_intervals WHERE entry_id = ANY($1::text[]) AND valid_to IS NULL`,
    [entryIds],
  );
  const current = new Map(open.map((stretch) => [stretch.entryId, stretch]));
  const ended = new Map<string, Stretch>();
  const opened: Stretch[] = [];
  const placed = new Map<string, string>();
  const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);
  for (const recorded of events) {
    const position = recorded.position.toString();
    const at = recorded.metadata.occurredAt;
    const now = current.get((recorded.data as { entryId: string }).entryId);
    if (now && BigInt(now.openedPosition) >= recorded.position) continue;
    let next: Stretch | null = null;
    if (recorded.type === 'MatrixMemberPlaced') {
      const d = recorded.data as Extract<MsMatrixEntryEvent, { type: 'MatrixMemberPlaced' }>['data'];
      placed.set(d.entryId, d.teamId);
      next = { entryId: d.entryId, openedPosition: position, teamId: d.teamId, memberId: d.memberId, memberName: d.memberName,
        departmentId: d.departmentId, x: d.positionX, y: d.positionY, validFrom: at, validTo: null };
    } else if (now) {
      const d = recorded.data as Extract<MsMatrixEntryEvent, { type: 'MatrixMemberMoved' }>['data'];
      next = { ...now, openedPosition: position, x: d.to.x, y: d.to.y, validFrom: later(now.validFrom, at), validTo: null };
    }
    if (!next) continue;
    if (now) {
      now.validTo = later(now.validFrom, at);
      if (!opened.includes(now)) ended.set(now.entryId, now);
    }
    opened.push(next);
    current.set(next.entryId, next);
  }
  if (placed.size) {
    await manager.query(
      `INSERT INTO ms_matrix_timeline_entries (entry_id, team_id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (entry_id) DO NOTHING`,
      [[...placed.keys()], [...placed.values()]],
    );
  }
  if (ended.size) {
    const rows = [...ended.values()];
    await manager.query(
      `UPDATE ms_matrix_timeline_intervals i SET valid_to = e.valid_to
       FROM unnest($1::text[], $2::int8[], $3::timestamptz[]) AS e(entry_id, opened_position, valid_to)
       WHERE i.entry_id = e.entry_id AND i.opened_position = e.opened_position AND i.valid_to IS NULL`,
      [rows.map((r) => r.entryId), rows.map((r) => r.openedPosition), rows.map((r) => r.validTo)],
    );
  }
  if (opened.length) {
    await manager.query(
      `INSERT INTO ms_matrix_timeline_intervals
         (entry_id, opened_position, team_id, member_id, member_name, department_id, x, y, valid_from, valid_to)
       SELECT * FROM unnest($1::text[], $2::int8[], $3::text[], $4::text[], $5::text[], $6::text[], $7::float8[], $8::float8[],
         $9::timestamptz[], $10::timestamptz[])
       ON CONFLICT (entry_id, opened_position) DO NOTHING`,
      [
        opened.map((r) => r.entryId),
        opened.map((r) => r.openedPosition),
        opened.map((r) => r.teamId),
        opened.map((r) => r.memberId),
        opened.map((r) => r.memberName),
        opened.map((r) => r.departmentId),
        opened.map((r) => r.x),
        opened.map((r) => r.y),
        opened.map((r) => r.validFrom),
        opened.map((r) => r.validTo),
      ],
    );
  }
}
