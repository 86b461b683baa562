import type { MigrationInterface, QueryRunner } from 'typeorm';
import { HardenAppendToStream1764000100000 } from './1764000100000-harden-append-to-stream.js';
import { appendToStreamFunction } from './append-to-stream-function.js';

/**
 * Inline projections (docs/decisions/0029-inline-projections.md):
 *
 * - `events.applied_inline`: the names of the projections that applied the event in the append's
 *   own transaction. Written with the event, never changed afterwards; the catch-up loop of a
 *   projection named here skips the event, so it is applied exactly once whoever appended it (an
 *   append without the inline part, e.g. by another process or EventStoreDB, leaves it null and
 *   the loop applies it as before). Rebuilds ignore it.
 * - `append_to_stream` takes those names (`p_inline`, default none). The inline statements travel
 *   in the same round trip, behind the append, so with names a batch stored already (a retried
 *   append, which answers the stored result) is an error instead (ES208): the statements must not
 *   run again, and the error rolls the transaction back; `PostgresEventStore` then answers the
 *   stored result.
 * - `event_position(event id)`: an event's global position, for an inline statement that needs the
 *   position of the event it applies (not known when the statement is sent).
 *
 * Otherwise the function is the one of HardenAppendToStream1764000100000.
 */
export class InlineProjections1764800000000 implements MigrationInterface {
  name = 'InlineProjections1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events ADD COLUMN applied_inline text[]`);
    await q.query(`DROP FUNCTION IF EXISTS append_to_stream(text, integer, uuid[], text[], jsonb[], jsonb[])`);
    await q.query(appendToStreamFunction({ inline: true }));
    await q.query(`
      CREATE FUNCTION event_position(p_event_id uuid) RETURNS bigint LANGUAGE sql STABLE
      AS 'SELECT position FROM events WHERE event_id = p_event_id'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS event_position(uuid)`);
    await q.query(`DROP FUNCTION IF EXISTS append_to_stream(text, integer, uuid[], text[], jsonb[], jsonb[], text[])`);
    await new HardenAppendToStream1764000100000().up(q);
    await q.query(`ALTER TABLE events DROP COLUMN applied_inline`);
  }
}
