import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The body of StreamsUnchanged1764900000000, put back by `down`. */
const JOINED = `
  SELECT wanted.sid INTO v_stream
    FROM unnest(p_streams, p_revisions) AS wanted (sid, revision)
    JOIN events ON events.stream_id = wanted.sid AND events.revision > wanted.revision
    LIMIT 1;`;

/**
 * Each stream's newest revision through a correlated subquery: the (stream_id, revision) index
 * answers it, also in the generic plan PL/pgSQL settles on after five calls. The join with the
 * unnested arrays of StreamsUnchanged1764900000000 became a hash join over a scan of the whole
 * events table there, so every speculative command (decision 0032) cost more the longer the log:
 * 0.46 ms of the database's time per move with about a thousand events (issue 10). Same
 * signature, same errors.
 */
const BY_INDEX = `
  SELECT wanted.sid INTO v_stream
    FROM unnest(p_streams, p_revisions) AS wanted (sid, revision)
    WHERE (SELECT max(e.revision) FROM events e WHERE e.stream_id = wanted.sid) > wanted.revision
    LIMIT 1;`;

function assertStreamsUnchanged(lookup: string): string {
  return `
    CREATE OR REPLACE FUNCTION assert_streams_unchanged(p_streams text[], p_revisions integer[]) RETURNS void
    LANGUAGE plpgsql AS $$
    DECLARE
      v_stream text;
    BEGIN
      ${lookup}
      IF v_stream IS NOT NULL THEN
        RAISE EXCEPTION '%', v_stream USING ERRCODE = 'ES412';
      END IF;
    END $$`;
}

export class StreamsUnchangedByIndex1766500000000 implements MigrationInterface {
  name = 'StreamsUnchangedByIndex1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(assertStreamsUnchanged(BY_INDEX));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(assertStreamsUnchanged(JOINED));
  }
}
