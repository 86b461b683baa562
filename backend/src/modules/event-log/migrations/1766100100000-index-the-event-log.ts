import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the admin event log browser (decision 0047): its first page of any filter reads an
 * index backwards by position instead of scanning the log. A stream's category
 * (`event_stream_category`) is the stream id's leading words, letters only, before its first
 * id-looking segment (anything with a digit, or a UUID): `ms-matrix-entry-<uuid>` →
 * `ms-matrix-entry`, `user-email-<sha256>` → `user-email`.
 * Each index costs every append a little (docs/benchmarks.md).
 */
export class IndexTheEventLog1766100100000 implements MigrationInterface {
  name = 'IndexTheEventLog1766100100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION event_stream_category(p_stream text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN p_stream LIKE 'projection-admin-%' THEN 'projection-admin'
          -- A UUID whose first group is all letters (a-f) would pass as a word: drop it.
          WHEN p_stream ~ '^[a-z]+(-[a-z]+)*-[a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-'
            THEN substring(p_stream from '^([a-z]+(?:-[a-z]+)*)-[a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-')
          ELSE coalesce(substring(p_stream from '^[a-z]+(?:-[a-z]+)*(?=-|$)'), p_stream)
        END
      $$`);
    await q.query(`CREATE INDEX events_by_category ON events (event_stream_category(stream_id), position)`);
    await q.query(`CREATE INDEX events_by_type ON events (type, position)`);
    await q.query(`CREATE INDEX events_by_user ON events ((metadata->>'userId'), position)`);
    await q.query(`CREATE INDEX events_by_correlation ON events ((metadata->>'correlationId'), position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS events_by_correlation`);
    await q.query(`DROP INDEX IF EXISTS events_by_user`);
    await q.query(`DROP INDEX IF EXISTS events_by_type`);
    await q.query(`DROP INDEX IF EXISTS events_by_category`);
    await q.query(`DROP FUNCTION IF EXISTS event_stream_category(text)`);
  }
}
