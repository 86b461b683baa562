import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import type { InlineEvent, InlineStatement } from '../../../../platform/event-store/inline-projection.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import { BoardProjection, entryChildrenDeleted, entryRemoved, entryTouched, type BoardEvent, type BoardTables } from '../../../boards/index.js';
import type { MsMatrixEntryEvent } from '../../events/ms-matrix-entry.events.js';
import { ENTRY_VIEW_COLUMNS } from './ms-matrix-board.read-model.js';

/** The entry stream's own events: their rows belong to that one stream, so they are applied inline. */
const ENTRY_EVENTS: readonly MsMatrixEntryEvent['type'][] = [
  'MatrixMemberPlaced',
  'MatrixMemberMoved',
  'MatrixGrowthPointDeleted',
  'MatrixTeamHistoryCleared',
  'MatrixMemberRemoved',
];

/** The MS board's tables, as the board kernel writes them. */
const TABLES: BoardTables = {
  entries: 'ms_matrix_entries',
  member: { id: 'member_id', name: 'member_name' },
  children: ['ms_matrix_growth_points'],
  childEntryColumn: 'entry_id',
  departments: 'ms_matrix_departments',
  followsMemberTeam: false,
};

/** The board projection's name (its checkpoint key, and the key of the rows it answers inline). */
export const MS_MATRIX_BOARD = 'ms-matrix-board';

/**
 * The MS board: entries, their growth points, and the departments they are grouped by; the board
 * kernel's `BoardProjection` (what the organisation's events do, inline application, decision
 * 0029) with the MS entry stream's statements (`entryStatements`).
 */
@Injectable()
@ReadModelProjection()
export class MsMatrixBoardProjection extends BoardProjection<MsMatrixEntryEvent> implements Projection<BoardEvent<MsMatrixEntryEvent>> {
  constructor() {
    super({ name: MS_MATRIX_BOARD, tables: TABLES, entryEvents: ENTRY_EVENTS, entryStatements });
  }

  /**
   * Placements and moves (nearly the whole log) are folded in memory and written with a few
   * statements for the batch; any other event first writes what is pending, then applies alone.
   */
  async applyBatch(events: readonly RecordedEventOf<BoardEvent<MsMatrixEntryEvent>>[], manager: EntityManager): Promise<void> {
    const pending = new PendingBoardWrites();
    for (const recorded of events) {
      if (pending.absorb(recorded)) continue;
      await pending.flush(manager);
      await this.apply(recorded, manager);
    }
    await pending.flush(manager);
  }
}

interface PendingEntry {
  id: string;
  teamId: string;
  memberId: string;
  memberName: string;
  departmentId: string | null;
  x: number;
  y: number;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
  revision: number;
  placedPosition: string;
}

interface PendingPoint {
  id: string;
  entryId: string;
  x: number;
  y: number;
  at: string;
  position: string;
}

/**
 * Placements and moves of one batch, folded so that a few statements write the same rows as
 * `apply` would one event at a time: a placement starts its entry afresh (its older points go),
 * a move updates an entry that exists and adds a point to it, points join their entry for the
 * team id (so a point of an entry that is gone is dropped), and re-applying changes nothing.
 */
class PendingBoardWrites {
  /** Entries placed in this batch, in their latest state. */
  private readonly placed = new Map<string, PendingEntry>();
  /** The latest move of entries placed before this batch. */
  private readonly moved = new Map<string, { x: number; y: number; at: string; revision: number }>();
  /** New points per entry, in log order. */
  private readonly points = new Map<string, PendingPoint[]>();

  /** Takes a placement or a move; answers false for any other event. */
  absorb(recorded: RecordedEventOf<BoardEvent<MsMatrixEntryEvent>>): boolean {
    const event = recorded;
    const at = recorded.metadata.occurredAt;
    const position = recorded.position.toString();
    if (event.type === 'MatrixMemberPlaced') {
      const d = event.data;
      this.moved.delete(d.entryId);
      this.placed.set(d.entryId, {
        id: d.entryId,
        teamId: d.teamId,
        memberId: d.memberId,
        memberName: d.memberName,
        departmentId: d.departmentId,
        x: d.positionX,
        y: d.positionY,
        notes: d.notes,
        createdAt: at,
        updatedAt: at,
        revision: recorded.revision,
        placedPosition: position,
      });
      this.points.set(d.entryId, [{ id: d.pointId, entryId: d.entryId, x: d.positionX, y: d.positionY, at, position }]);
      return true;
    }
    if (event.type === 'MatrixMemberMoved') {
      const d = event.data;
      const entry = this.placed.get(d.entryId);
      if (entry) Object.assign(entry, { x: d.to.x, y: d.to.y, updatedAt: at, revision: recorded.revision });
      else this.moved.set(d.entryId, { x: d.to.x, y: d.to.y, at, revision: recorded.revision });
      const points = this.points.get(d.entryId) ?? [];
      points.push({ id: d.pointId, entryId: d.entryId, x: d.to.x, y: d.to.y, at, position });
      this.points.set(d.entryId, points);
      return true;
    }
    return false;
  }

  async flush(manager: EntityManager): Promise<void> {
    if (this.placed.size) {
      const entries = [...this.placed.values()];
      await manager.query(`DELETE FROM ms_matrix_growth_points WHERE entry_id = ANY($1::text[])`, [entries.map((e) => e.id)]);
      await manager.query(
        `INSERT INTO ms_matrix_entries (id, team_id, member_id, member_name, department_id, position_x, position_y,
           notes, created_at, updated_at, revision, placed_position)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[],
           $8::text[], $9::timestamptz[], $10::timestamptz[], $11::int4[], $12::int8[])
         ON CONFLICT (id) DO UPDATE SET team_id = EXCLUDED.team_id, member_id = EXCLUDED.member_id,
           member_name = EXCLUDED.member_name, department_id = EXCLUDED.department_id,
           position_x = EXCLUDED.position_x, position_y = EXCLUDED.position_y, notes = EXCLUDED.notes,
           created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at, revision = EXCLUDED.revision,
           placed_position = EXCLUDED.placed_position`,
        [
          entries.map((e) => e.id),
          entries.map((e) => e.teamId),
          entries.map((e) => e.memberId),
          entries.map((e) => e.memberName),
          entries.map((e) => e.departmentId),
          entries.map((e) => e.x),
          entries.map((e) => e.y),
          entries.map((e) => e.notes),
          entries.map((e) => e.createdAt),
          entries.map((e) => e.updatedAt),
          entries.map((e) => e.revision),
          entries.map((e) => e.placedPosition),
        ],
      );
    }
    if (this.moved.size) {
      const ids = [...this.moved.keys()];
      const moves = [...this.moved.values()];
      await manager.query(
        `UPDATE ms_matrix_entries e SET position_x = m.x, position_y = m.y, updated_at = m.at, revision = m.revision
         FROM unnest($1::text[], $2::float8[], $3::float8[], $4::timestamptz[], $5::int4[]) AS m(id, x, y, at, revision)
         WHERE e.id = m.id`,
        [ids, moves.map((m) => m.x), moves.map((m) => m.y), moves.map((m) => m.at), moves.map((m) => m.revision)],
      );
    }
    if (this.points.size) {
      const points = [...this.points.values()].flat();
      await manager.query(
        `INSERT INTO ms_matrix_growth_points (id, entry_id, team_id, x, y, recorded_at, event_position)
         SELECT p.id, e.id, e.team_id, p.x, p.y, p.at, p.position
         FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[], $5::timestamptz[], $6::int8[]) AS p(id, entry_id, x, y, at, position)
         JOIN ms_matrix_entries e ON e.id = p.entry_id
         ON CONFLICT (id) DO NOTHING`,
        [
          points.map((p) => p.id),
          points.map((p) => p.entryId),
          points.map((p) => p.x),
          points.map((p) => p.y),
          points.map((p) => p.at),
          points.map((p) => p.position),
        ],
      );
    }
    this.placed.clear();
    this.moved.clear();
    this.points.clear();
  }
}

/**
 * The statements of one entry-stream event: what `apply` runs for it, and what the event store
 * runs in the append's transaction when it applies the event inline. A move answers the entry as
 * the API shows it (`ENTRY_VIEW_COLUMNS`), so the command can answer without reading it again.
 */
export function entryStatements(recorded: InlineEvent<MsMatrixEntryEvent>): InlineStatement[] {
  const event = recorded;
  const at = recorded.metadata.occurredAt;
  // Inline, the statements travel with the append, before its positions exist: read it back then.
  const position = recorded.position?.toString() ?? null;
  const eventId = recorded.eventId;
  switch (event.type) {
    case 'MatrixMemberPlaced': {
      const d = event.data;
      return [
        // The stream may start a new life after a removal: nothing of the old one remains.
        ...entryChildrenDeleted(TABLES, '= $1', [d.entryId]),
        {
          name: 'ms_matrix_board_place',
          text: `INSERT INTO ms_matrix_entries (id, team_id, member_id, member_name, department_id, position_x, position_y,
                   notes, created_at, updated_at, revision, placed_position)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, coalesce($11::bigint, event_position($12::uuid)))
                 ON CONFLICT (id) DO UPDATE SET team_id = EXCLUDED.team_id, member_id = EXCLUDED.member_id,
                   member_name = EXCLUDED.member_name, department_id = EXCLUDED.department_id,
                   position_x = EXCLUDED.position_x, position_y = EXCLUDED.position_y, notes = EXCLUDED.notes,
                   created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at, revision = EXCLUDED.revision,
                   placed_position = EXCLUDED.placed_position`,
          values: [d.entryId, d.teamId, d.memberId, d.memberName, d.departmentId, d.positionX, d.positionY, d.notes, at, recorded.revision, position, eventId],
        },
        insertPoint(d.pointId, d.entryId, d.positionX, d.positionY, at, position, eventId),
      ];
    }
    case 'MatrixMemberMoved': {
      const d = event.data;
      // One statement (a move is the common write): the point is added only to an entry still on the board.
      return [
        {
          name: 'ms_matrix_board_move',
          text: `WITH moved AS (
                   UPDATE ms_matrix_entries SET position_x = $2, position_y = $3, updated_at = $4, revision = $5 WHERE id = $1
                   RETURNING *),
                 point AS (
                   INSERT INTO ms_matrix_growth_points (id, entry_id, team_id, x, y, recorded_at, event_position)
                   SELECT $6, moved.id, moved.team_id, $2, $3, $4, coalesce($7::bigint, event_position($8::uuid)) FROM moved
                   ON CONFLICT (id) DO NOTHING)
                 SELECT ${ENTRY_VIEW_COLUMNS} FROM moved e LEFT JOIN ms_matrix_departments d ON d.id = e.department_id`,
          values: [d.entryId, d.to.x, d.to.y, at, recorded.revision, d.pointId, position, eventId],
        },
      ];
    }
    case 'MatrixGrowthPointDeleted':
      return [
        { text: `DELETE FROM ms_matrix_growth_points WHERE id = $1`, values: [event.data.pointId] },
        entryTouched(TABLES, event.data.entryId, at, recorded.revision),
      ];
    case 'MatrixTeamHistoryCleared':
      return [
        {
          text: `DELETE FROM ms_matrix_growth_points WHERE entry_id = $1 AND id = ANY($2::text[])`,
          values: [event.data.entryId, event.data.deletedPointIds],
        },
        entryTouched(TABLES, event.data.entryId, at, recorded.revision),
      ];
    case 'MatrixMemberRemoved':
      return entryRemoved(TABLES, event.data.entryId);
    default:
      return assertNever(event);
  }
}

/** Only for an entry still on the board (it may have left with its member or team). */
function insertPoint(id: string, entryId: string, x: number, y: number, at: string, position: string | null, eventId: string): InlineStatement {
  return {
    text: `INSERT INTO ms_matrix_growth_points (id, entry_id, team_id, x, y, recorded_at, event_position)
           SELECT $1, e.id, e.team_id, $3, $4, $5, coalesce($6::bigint, event_position($7::uuid)) FROM ms_matrix_entries e WHERE e.id = $2
           ON CONFLICT (id) DO NOTHING`,
    values: [id, entryId, x, y, at, position, eventId],
  };
}
