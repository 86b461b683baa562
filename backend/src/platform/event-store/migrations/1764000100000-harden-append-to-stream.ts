import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CreateEventStore1764000000000 } from '../../database/migrations/1764000000000-create-event-store.js';
import { appendToStreamFunction } from './append-to-stream-function.js';

/**
 * Hardens `append_to_stream` (the function of CreateEventStore1764000000000 is replaced, the
 * table is unchanged):
 *
 * - Readers return only events whose transaction id is below the oldest running transaction.
 *   That yields a gap-free prefix in position order only if positions are handed out in
 *   transaction-id order. A plain `bigserial` default does not guarantee it: two appenders can
 *   take their ids in one order and their positions in the other, and then the later-id one can
 *   commit a higher position that a reader returns while the lower one is still running. So the
 *   id and the positions are taken together inside a short session advisory lock (released
 *   before the insert, never held until commit), and the append must be the transaction's first
 *   write (an id taken earlier would be out of order). No EXCEPTION block guards the lock (a
 *   subtransaction per append measured far slower): an error between lock and unlock (only a
 *   cancel can land there) would leave it held by that session, so `PostgresEventStore` discards
 *   a connection after any error (pg-pool does this for `pool.query`), which frees it.
 * - Less work per append (measured: about half the server time of a single-event append): the
 *   idempotency lookup runs only when the revision check fails (on the succeeding path a
 *   duplicate id hits the unique index, and `PostgresEventStore` then looks the original up);
 *   the result comes from the allocated positions, not a RETURNING set; the function returns one
 *   row, not a set; a single event skips unnest and array subqueries; the lock is first tried in
 *   a plain expression.
 * - Input arrays of different lengths or an empty batch are refused (ES400).
 * - No more `pg_notify`: NOTIFY takes a cluster-wide lock from pre-commit to the end of the
 *   commit, so concurrent appenders commit one after another. Measured here with 8 writers:
 *   ~370 appends/s with it, ~950 without. Subscriptions poll every 250 ms and are woken at once
 *   by appends made through the same store; the projection runtime is woken in-process.
 */
export class HardenAppendToStream1764000100000 implements MigrationInterface {
  name = 'HardenAppendToStream1764000100000';

  async up(q: QueryRunner): Promise<void> {
    // The result type changes (a row instead of a set), which CREATE OR REPLACE cannot do.
    await q.query(`DROP FUNCTION IF EXISTS append_to_stream(text, integer, uuid[], text[], jsonb[], jsonb[])`);
    await q.query(appendToStreamFunction({ inline: false }));
  }

  async down(q: QueryRunner): Promise<void> {
    // Restores the function of CreateEventStore1764000000000 (only its CREATE FUNCTION statement).
    await q.query(`DROP FUNCTION IF EXISTS append_to_stream(text, integer, uuid[], text[], jsonb[], jsonb[])`);
    const onlyFunction = { query: (sql: string) => (sql.includes('CREATE FUNCTION') ? q.query(sql) : Promise.resolve(undefined)) };
    await new CreateEventStore1764000000000().up(onlyFunction as unknown as QueryRunner);
  }
}
