import type { DataSource, EntityManager } from 'typeorm';
import type { Queryable } from './shadow-tables.js';

/** The driver connection under a TypeORM query runner (pg), for simple multi-statement queries. */
interface SimpleQueryClient {
  query(text: string): Promise<unknown>;
}

/** One row of `projection_checkpoints`: a projection's or a reactor's place in the log. */
export interface CheckpointRow {
  name: string;
  position: string;
  state: 'running' | 'failed';
  last_error: string | null;
  failed_position: string | null;
  updated_at: Date;
  rebuild_state: 'rebuilding' | 'done' | 'failed' | null;
  rebuild_done: string;
  rebuild_total: string;
  rebuild_started_at: Date | null;
  rebuild_finished_at: Date | null;
  rebuild_error: string | null;
  rebuild_started_by: string | null;
  failed_event_id: string | null;
  failed_type: string | null;
  /** The version of the projection its read model was built with (`Projection.version`; 1 for a reactor). */
  version: number;
}

/** One row of `projection_parked_events`: an event a projection or reactor failed on and went past. */
export interface ParkedEventRow {
  name: string;
  position: string;
  event_id: string;
  stream_id: string;
  type: string;
  error: string;
  attempts: number;
  state: 'parked' | 'retried' | 'skipped';
  parked_at: Date;
  resolved_at: Date | null;
  resolved_by: string | null;
  reason: string | null;
}

/** The event a consumer is parking. */
export interface ParkedEventRef {
  position: bigint;
  eventId: string;
  streamId: string;
  type: string;
}

/** First key of the advisory lock a rebuild holds, so two instances never rebuild one projection at once. */
const REBUILD_LOCK_CLASS = 0x70726f6a; // 'proj'
/** Key of the advisory lock a rebuild holds while it replays, so the instances rebuild one projection at a time between them. */
const REBUILD_TURN_LOCK = [0x7475726e, 0] as const; // 'turn'
/** First key of the advisory lock held while a reactor reacts, so two instances never react to one event at once. */
const CONSUMER_LOCK_CLASS = 0x72656163; // 'reac'

/** A string as an SQL literal, for the simple-protocol queries below (which carry no parameters). */
function sqlLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Every statement on `projection_checkpoints`, the one table that records how far each
 * projection and each reactor has consumed the log, whether it stopped on a failing event, and
 * the progress of a projection's rebuild. Several app instances share it: the row lock and the
 * advisory lock below keep them from applying or rebuilding one thing twice.
 */
export class CheckpointStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Creates the rows that do not exist yet (position 0), each at its consumer's version: tables
   * built from the start by this code are of that version.
   */
  async ensure(consumers: readonly { name: string; version: number }[]): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO projection_checkpoints (name, version) SELECT * FROM unnest($1::text[], $2::int[]) ON CONFLICT (name) DO NOTHING`,
      [consumers.map((c) => c.name), consumers.map((c) => c.version)],
    );
  }

  /** Names among `projections` whose read model was built with another version than the one declared. */
  async builtWithOtherVersion(projections: readonly { name: string; version: number }[]): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT c.name FROM projection_checkpoints c JOIN unnest($1::text[], $2::int[]) AS p(name, version) ON p.name = c.name
        WHERE c.version <> p.version`,
      [projections.map((p) => p.name), projections.map((p) => p.version)],
    )) as { name: string }[];
    return rows.map((r) => r.name);
  }

  /** The version `name`'s read model was built with, read on the runner's connection. */
  async builtVersion(q: Queryable, name: string): Promise<number> {
    const [row] = (await q.query(`SELECT version FROM projection_checkpoints WHERE name = $1`, [name])) as { version: number }[];
    return row.version;
  }

  async load(names: readonly string[]): Promise<CheckpointRow[]> {
    return (await this.dataSource.query(`SELECT * FROM projection_checkpoints WHERE name = ANY($1)`, [names])) as CheckpointRow[];
  }

  /** Sets the failed ones among `names` running again; answers their names. */
  async retryFailed(names: readonly string[]): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `WITH u AS (UPDATE projection_checkpoints SET state = 'running', failed_position = NULL, updated_at = now()
                   WHERE name = ANY($1) AND state = 'failed' RETURNING name) SELECT name FROM u`,
      [names],
    )) as { name: string }[];
    return rows.map((r) => r.name);
  }

  /**
   * Runs `work` in a transaction holding `name`'s checkpoint row, and stores the position it
   * answers as the checkpoint in the same transaction. Every live projection apply goes through
   * here, and a command's answer waits for it, so it costs as few round trips as the protocol
   * allows: BEGIN, the lock and `synchronous_commit = off` travel as one simple query, and the
   * checkpoint update travels with COMMIT. (Simple queries carry no parameters: the name is quoted
   * as a literal and the position is a bigint.) The commit need not wait for its WAL flush: a
   * crash can only lose the read-model rows together with their checkpoint, and they are applied
   * again from the durable log. The lock serialises instances; events at or below the stored
   * position were applied already.
   */
  async transaction<T extends { position: bigint }>(
    name: string,
    work: (manager: EntityManager, stored: bigint, state: string) => Promise<T>,
  ): Promise<T> {
    const outcome = await this.inTransaction(
      name,
      `SELECT true AS locked, position, state FROM projection_checkpoints WHERE name = ${sqlLiteral(name)} FOR UPDATE`,
      work,
    );
    // FOR UPDATE waits for the row rather than answering "not locked".
    return outcome!;
  }

  /**
   * Like `transaction`, but holding a transaction-level advisory lock on `name` instead of its
   * row: a reactor's commands append through the event store meanwhile, and a row lock is a
   * write that would hold back every reader of the log until the commit (`PostgresEventStore`
   * reads only below the oldest running writer), while an advisory lock and a plain read are not
   * writes. Answers null, without running `work`, when another instance holds the lock.
   */
  async exclusively<T extends { position: bigint }>(
    name: string,
    work: (manager: EntityManager, stored: bigint, state: string) => Promise<T>,
  ): Promise<T | null> {
    const literal = sqlLiteral(name);
    return this.inTransaction(
      name,
      `SELECT pg_try_advisory_xact_lock(${CONSUMER_LOCK_CLASS}, hashtext(${literal})) AS locked, position, state
         FROM projection_checkpoints WHERE name = ${literal}`,
      work,
    );
  }

  /**
   * Moves running checkpoints forward (never back) with an asynchronous commit, all in one
   * statement and one round trip; answers each stored position, or null for one that is not
   * running (another instance marked it failed). Losing this write in a crash only means reading
   * those events again.
   */
  async advance(targets: readonly { name: string; position: bigint }[]): Promise<Map<string, bigint | null>> {
    const stored = new Map<string, bigint | null>(targets.map((t) => [t.name, null]));
    if (targets.length === 0) return stored;
    // Rows in name order, so two writers never wait on each other's rows in opposite orders.
    const values = [...targets]
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((t) => `(${sqlLiteral(t.name)}, ${t.position.toString()}::bigint)`)
      .join(', ');
    const results = (await this.simpleQuery(
      `BEGIN; SET LOCAL synchronous_commit = off;
       WITH t(name, position) AS (VALUES ${values}),
            u AS (UPDATE projection_checkpoints c SET position = GREATEST(c.position, t.position), updated_at = now()
                  FROM t WHERE c.name = t.name AND c.state = 'running' RETURNING c.name, c.position)
       SELECT name, position FROM u;
       COMMIT`,
    )) as { rows: { name: string; position: string }[] }[];
    for (const row of results[2].rows) stored.set(row.name, BigInt(row.position));
    return stored;
  }

  // ── parked events ───────────────────────────────────────────────────────────────────────────

  /**
   * Parks the event `name` failed on and moves its checkpoint just past it, in one transaction
   * holding the checkpoint row: the event is then either applied (an earlier batch) or parked,
   * never both and never neither (decision 0046). Answers false when the checkpoint has already
   * passed it (another instance handled it meanwhile).
   */
  async park(name: string, event: ParkedEventRef, message: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(`SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE`, [name])) as { position: string }[];
      if (!row || BigInt(row.position) >= event.position) return false;
      await manager.query(
        `INSERT INTO projection_parked_events (name, position, event_id, stream_id, type, error) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (name, position) DO UPDATE SET error = EXCLUDED.error, attempts = projection_parked_events.attempts + 1,
           state = 'parked', resolved_at = NULL, resolved_by = NULL, reason = NULL`,
        [name, String(event.position), event.eventId, event.streamId, event.type, message],
      );
      await manager.query(
        `UPDATE projection_checkpoints SET position = $2, last_error = $3, failed_position = $2, failed_event_id = $4, failed_type = $5, updated_at = now()
          WHERE name = $1`,
        [name, String(event.position), message, event.eventId, event.type],
      );
      return true;
    });
  }

  /** Parked events of `names` (open ones first, newest first), at most `limit` per call. */
  async parked(names: readonly string[], limit = 200): Promise<ParkedEventRow[]> {
    return (await this.dataSource.query(
      `SELECT * FROM projection_parked_events WHERE name = ANY($1) ORDER BY (state = 'parked') DESC, position DESC LIMIT $2`,
      [names, limit],
    )) as ParkedEventRow[];
  }

  async openParkedCounts(names: readonly string[]): Promise<Map<string, number>> {
    const rows = (await this.dataSource.query(
      `SELECT name, count(*)::int AS n FROM projection_parked_events WHERE name = ANY($1) AND state = 'parked' GROUP BY name`,
      [names],
    )) as { name: string; n: number }[];
    return new Map(rows.map((r) => [r.name, r.n]));
  }

  /** Positions of `name`'s parked and skipped events: the serving tables lack them, and a rebuild passes them too. */
  async unappliedPositions(name: string): Promise<Set<bigint>> {
    const rows = (await this.dataSource.query(`SELECT position FROM projection_parked_events WHERE name = $1 AND state <> 'retried'`, [name])) as {
      position: string;
    }[];
    return new Set(rows.map((r) => BigInt(r.position)));
  }

  /**
   * Runs `work` (applying the parked event) in a transaction holding `name`'s checkpoint row and
   * the parked row, and marks it `retried` in the same transaction; when `work` throws, nothing
   * it wrote stays and the parked row records the new error and attempt. Answers the row after.
   * Null when no such event is parked (never was, or already retried or skipped).
   */
  async retryParked(
    name: string,
    position: bigint,
    by: string,
    work: (manager: EntityManager, row: ParkedEventRow) => Promise<void>,
  ): Promise<{ row: ParkedEventRow; error: unknown } | null> {
    let failure: unknown = null;
    const row = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT 1 FROM projection_checkpoints WHERE name = $1 FOR UPDATE`, [name]);
      const [parked] = (await manager.query(`SELECT * FROM projection_parked_events WHERE name = $1 AND position = $2 AND state = 'parked' FOR UPDATE`, [
        name,
        String(position),
      ])) as ParkedEventRow[];
      if (!parked) return null;
      await manager.query(`SAVEPOINT retry_parked`);
      try {
        await work(manager, parked);
      } catch (error) {
        failure = error;
        await manager.query(`ROLLBACK TO SAVEPOINT retry_parked`);
        const [updated] = (await manager.query(
          `WITH u AS (UPDATE projection_parked_events SET attempts = attempts + 1, error = $3 WHERE name = $1 AND position = $2 RETURNING *) SELECT * FROM u`,
          [name, String(position), error instanceof Error ? error.message : String(error)],
        )) as ParkedEventRow[];
        return updated;
      }
      const [updated] = (await manager.query(
        `WITH u AS (UPDATE projection_parked_events SET state = 'retried', resolved_at = now(), resolved_by = $3, attempts = attempts + 1
          WHERE name = $1 AND position = $2 RETURNING *) SELECT * FROM u`,
        [name, String(position), by],
      )) as ParkedEventRow[];
      return updated;
    });
    return row ? { row, error: failure } : null;
  }

  /** The parked event of `name` at `position`, whatever its state; null when there is none. */
  async findParked(name: string, position: bigint): Promise<ParkedEventRow | null> {
    const [row] = (await this.dataSource.query(`SELECT * FROM projection_parked_events WHERE name = $1 AND position = $2`, [name, String(position)])) as ParkedEventRow[];
    return row ?? null;
  }

  /** A reactor's parked event was reacted to again without an error: marked retried (null when it no longer was parked). */
  async markRetried(name: string, position: bigint, by: string): Promise<ParkedEventRow | null> {
    const [row] = (await this.dataSource.query(
      `WITH u AS (UPDATE projection_parked_events SET state = 'retried', resolved_at = now(), resolved_by = $3, attempts = attempts + 1
        WHERE name = $1 AND position = $2 AND state = 'parked' RETURNING *) SELECT * FROM u`,
      [name, String(position), by],
    )) as ParkedEventRow[];
    return row ?? null;
  }

  /** A retry failed again: the parked row keeps the new error and counts the attempt. */
  async retryFailedAgain(name: string, position: bigint, message: string): Promise<ParkedEventRow | null> {
    const [row] = (await this.dataSource.query(
      `WITH u AS (UPDATE projection_parked_events SET attempts = attempts + 1, error = $3 WHERE name = $1 AND position = $2 AND state = 'parked' RETURNING *) SELECT * FROM u`,
      [name, String(position), message],
    )) as ParkedEventRow[];
    return row ?? null;
  }

  /** Marks a parked event skipped with who and why; null when no such event is parked. */
  async skipParked(name: string, position: bigint, by: string, reason: string): Promise<ParkedEventRow | null> {
    const [row] = (await this.dataSource.query(
      `WITH u AS (UPDATE projection_parked_events SET state = 'skipped', resolved_at = now(), resolved_by = $3, reason = $4
        WHERE name = $1 AND position = $2 AND state = 'parked' RETURNING *) SELECT * FROM u`,
      [name, String(position), by, reason],
    )) as ParkedEventRow[];
    return row ?? null;
  }

  // ── rebuilds (projections only) ──────────────────────────────────────────────────────────────

  /** Names among `names` whose last rebuild is marked as under way. */
  async rebuildsUnderWay(names: readonly string[]): Promise<string[]> {
    const rows = (await this.dataSource.query(`SELECT name FROM projection_checkpoints WHERE name = ANY($1) AND rebuild_state = 'rebuilding'`, [
      names,
    ])) as { name: string }[];
    return rows.map((r) => r.name);
  }

  /** Takes the rebuild lock of `name` on the runner's connection, if no other session holds it. */
  async tryLockRebuild(q: Queryable, name: string): Promise<boolean> {
    const [row] = (await q.query(`SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked`, [REBUILD_LOCK_CLASS, name])) as { locked: boolean }[];
    return row.locked;
  }

  async unlockRebuild(q: Queryable, name: string): Promise<void> {
    await q.query(`SELECT pg_advisory_unlock($1, hashtext($2))`, [REBUILD_LOCK_CLASS, name]).catch(() => undefined);
  }

  /**
   * Waits on the runner's connection until no rebuild runs on any instance, then holds the turn
   * (a session advisory lock: a crashed instance's turn ends with its connection). Polls rather
   * than blocks, so a stopping runtime (`stopping`) gives up its place; answers false then.
   */
  async takeRebuildTurn(q: Queryable, stopping: () => boolean, pollMs = 200): Promise<boolean> {
    for (;;) {
      const [row] = (await q.query(`SELECT pg_try_advisory_lock($1, $2) AS locked`, [...REBUILD_TURN_LOCK])) as { locked: boolean }[];
      if (row.locked) return true;
      if (stopping()) return false;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  async endRebuildTurn(q: Queryable): Promise<void> {
    await q.query(`SELECT pg_advisory_unlock($1, $2)`, [...REBUILD_TURN_LOCK]).catch(() => undefined);
  }

  /** The rebuilds of a group start together, each with who asked for it. */
  async rebuildsStarted(q: Queryable, rebuilds: readonly { name: string; startedBy: string | null }[], total: number, startedAt: Date): Promise<void> {
    await q.query(
      `UPDATE projection_checkpoints c SET rebuild_state = 'rebuilding', rebuild_done = 0, rebuild_total = $3,
         rebuild_started_at = $4, rebuild_finished_at = NULL, rebuild_error = NULL, rebuild_started_by = r.started_by
         FROM unnest($1::text[], $2::text[]) AS r(name, started_by) WHERE c.name = r.name`,
      [rebuilds.map((r) => r.name), rebuilds.map((r) => r.startedBy), total, startedAt],
    );
  }

  /** The replay shared by `names` has passed `done` events. */
  async rebuildProgressOf(q: Queryable, names: readonly string[], done: number): Promise<void> {
    if (!names.length) return;
    await q.query(`UPDATE projection_checkpoints SET rebuild_done = $2, rebuild_total = GREATEST(rebuild_total, $2) WHERE name = ANY($1)`, [
      names,
      done,
    ]);
  }

  /** Locks the row in the runner's transaction (the live loop waits) and answers the live position. */
  async lockForSwap(q: Queryable, name: string): Promise<bigint> {
    const [row] = (await q.query(`SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE`, [name])) as { position: string }[];
    return BigInt(row.position);
  }

  /** The rebuilt tables (built by `version` of the projection) are in place: the checkpoint is where the replay ended, and running. */
  async rebuildDone(q: Queryable, name: string, position: bigint, done: number, version: number): Promise<void> {
    await q.query(
      `UPDATE projection_checkpoints SET position = $2, state = 'running', last_error = NULL, failed_position = NULL,
         updated_at = now(), rebuild_state = 'done', rebuild_done = $3, rebuild_total = $3, rebuild_finished_at = now(),
         rebuild_error = NULL, version = $4
       WHERE name = $1`,
      [name, String(position), done, version],
    );
  }

  /** Only a rebuild still marked under way is marked failed (`onlyUnderWay`: one left by a crash). */
  async rebuildFailed(q: Queryable, name: string, message: string, onlyUnderWay = false): Promise<void> {
    await q.query(
      `UPDATE projection_checkpoints SET rebuild_state = 'failed', rebuild_error = $2, rebuild_finished_at = now()
        WHERE name = $1${onlyUnderWay ? ` AND rebuild_state = 'rebuilding'` : ''}`,
      [name, message],
    );
  }

  /**
   * BEGIN, `SET LOCAL synchronous_commit = off` and `lockQuery` (answering `locked`, `position`,
   * `state` of the row) as one simple query; then `work`; then the checkpoint update with COMMIT.
   * Null when not locked.
   */
  private async inTransaction<T extends { position: bigint }>(
    name: string,
    lockQuery: string,
    work: (manager: EntityManager, stored: bigint, state: string) => Promise<T>,
  ): Promise<T | null> {
    const runner = this.dataSource.createQueryRunner();
    const client = (await runner.connect()) as SimpleQueryClient;
    try {
      const results = await client.query(`BEGIN; SET LOCAL synchronous_commit = off; ${lockQuery}`);
      const row = (results as { rows: { locked: boolean; position: string; state: string }[] }[])[2]?.rows[0];
      if (!row) throw new Error(`the checkpoint of ${name} is missing`);
      if (!row.locked) {
        await client.query('ROLLBACK');
        return null;
      }
      const stored = BigInt(row.position);
      const outcome = await work(runner.manager, stored, row.state);
      // GREATEST: under the advisory lock, another instance may meanwhile have stored a later position of skipped events.
      const store = `UPDATE projection_checkpoints SET position = GREATEST(position, ${outcome.position.toString()}), updated_at = now()
                      WHERE name = ${sqlLiteral(name)}; COMMIT`;
      await client.query(outcome.position > stored ? store : 'COMMIT');
      return outcome;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** One simple-protocol query (several statements, no parameters) on a pooled connection; answers each statement's result. */
  private async simpleQuery(text: string): Promise<unknown> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const client = (await runner.connect()) as SimpleQueryClient;
      try {
        return await client.query(text);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } finally {
      await runner.release();
    }
  }
}
