// (b) Replaying a real projection (the MS board) over the issue-3 log through the rebuild path,
// vs the least any replay must do: one plain SELECT scan of the events table, the rows folded in
// memory, and the same read-model rows written in one batch.
import { alternate, createDatabase, inParallel, rate } from './lib.mjs';
import 'reflect-metadata';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { platformMigrations } from '../backend/dist/platform/database/migrations.js';
import { moduleMigrations } from '../backend/dist/app.module.js';
import { PostgresEventStore } from '../backend/dist/platform/event-store/postgres-event-store.js';
import { replayForBench } from '../backend/dist/platform/projections/replay-bench.js';
import { MsMatrixBoardProjection } from '../backend/dist/modules/ms-matrix/projections/ms-matrix-board/ms-matrix-board.projection.js';
import { boardStreams } from './fixtures/ms-board.mjs';

/** The baseline's copies of the board tables (same columns and indexes). */
const BASELINE_TABLES = {
  ms_matrix_entries: 'baseline_ms_matrix_entries',
  ms_matrix_growth_points: 'baseline_ms_matrix_growth_points',
  ms_matrix_departments: 'baseline_ms_matrix_departments',
};

/** Folds the scanned events into the board's rows, as the projection would, in memory. */
function foldBoard(rows) {
  const entries = new Map();
  const points = [];
  const departments = new Map();
  for (const { type, data: d, metadata, revision, position } of rows) {
    const at = metadata.occurredAt;
    if (type === 'MatrixMemberPlaced') {
      entries.set(d.entryId, {
        id: d.entryId, team_id: d.teamId, member_id: d.memberId, member_name: d.memberName, department_id: d.departmentId,
        position_x: d.positionX, position_y: d.positionY, notes: d.notes, created_at: at, updated_at: at, revision,
      });
      points.push({ id: d.pointId, entry_id: d.entryId, team_id: d.teamId, x: d.positionX, y: d.positionY, recorded_at: at, event_position: position });
    } else if (type === 'MatrixMemberMoved') {
      const entry = entries.get(d.entryId);
      Object.assign(entry, { position_x: d.to.x, position_y: d.to.y, updated_at: at, revision });
      points.push({ id: d.pointId, entry_id: d.entryId, team_id: entry.team_id, x: d.to.x, y: d.to.y, recorded_at: at, event_position: position });
    } else if (type === 'DepartmentCreated') {
      departments.set(d.departmentId, { id: d.departmentId, team_id: d.teamId, name: d.name, color: d.color });
    }
  }
  return { entries: [...entries.values()], points, departments: [...departments.values()] };
}

/** One INSERT … SELECT FROM unnest(…) per table: every row in one statement. */
async function insertAll(client, table, rows, columns) {
  if (!rows.length) return;
  const arrays = columns.map(([name]) => rows.map((r) => r[name]));
  const selectList = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  await client.query(`INSERT INTO ${table} (${columns.map(([n]) => n).join(', ')}) SELECT * FROM unnest(${selectList})`, arrays);
}

async function baselineReplay(client) {
  const { rows } = await client.query(`SELECT position, stream_id, revision, type, data, metadata FROM events ORDER BY position`);
  const board = foldBoard(rows);
  await client.query('BEGIN');
  await client.query(`TRUNCATE ${Object.values(BASELINE_TABLES).join(', ')}`);
  await insertAll(client, BASELINE_TABLES.ms_matrix_entries, board.entries, [
    ['id', 'text'], ['team_id', 'text'], ['member_id', 'text'], ['member_name', 'text'], ['department_id', 'text'],
    ['position_x', 'float8'], ['position_y', 'float8'], ['notes', 'text'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'], ['revision', 'int4'],
  ]);
  await insertAll(client, BASELINE_TABLES.ms_matrix_growth_points, board.points, [
    ['id', 'text'], ['entry_id', 'text'], ['team_id', 'text'], ['x', 'float8'], ['y', 'float8'], ['recorded_at', 'timestamptz'], ['event_position', 'int8'],
  ]);
  await insertAll(client, BASELINE_TABLES.ms_matrix_departments, board.departments, [
    ['id', 'text'], ['team_id', 'text'], ['name', 'text'], ['color', 'text'],
  ]);
  await client.query('COMMIT');
  return rows.length;
}

/** A migrated database holding the 200 × 50 board log (10,004 events with the departments). */
export async function prepareReplayDb(serverUrl) {
  const url = await createDatabase(serverUrl, 'replay');
  const dataSource = new DataSource({ type: 'postgres', url, migrations: [...platformMigrations, ...moduleMigrations], migrationsRun: false });
  await dataSource.initialize();
  await dataSource.runMigrations();
  const store = new PostgresEventStore(url, 4);
  const { streams } = boardStreams({ members: 200, pointsPerMember: 50 });
  await inParallel(streams.length, 4, (i) => store.appendToStream(streams[i].streamId, streams[i].events, { expectedRevision: 'no_stream' }));
  for (const [table, copy] of Object.entries(BASELINE_TABLES)) await dataSource.query(`CREATE TABLE ${copy} (LIKE ${table} INCLUDING ALL)`);
  return { url, dataSource, store, events: streams.reduce((n, s) => n + s.events.length, 0) };
}

export async function benchProjectionReplay(serverUrl, { rounds = 3 } = {}) {
  const { url, dataSource, store, events } = await prepareReplayDb(serverUrl);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const projection = new MsMatrixBoardProjection();
  try {
    const result = await alternate(
      rounds,
      async () => (await replayForBench({ dataSource, eventStore: store, projection })).eventsPerSecond,
      () => rate(events, () => baselineReplay(client)),
    );
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM ms_matrix_growth_points`);
    if (count !== 200 * 50) throw new Error(`the replay left ${count} growth points, expected ${200 * 50}`);
    return { ...result, events };
  } finally {
    await client.end();
    await store.close();
    await dataSource.destroy();
  }
}
