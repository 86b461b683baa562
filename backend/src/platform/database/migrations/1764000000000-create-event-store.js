/**
 * The PostgreSQL event store: one append-only table in global `position` order, and a function
 * that appends a batch in one round trip (expected-revision check, idempotency by event id).
 * `tx_id` lets readers stop before positions whose transactions may still commit.
 */
export class CreateEventStore1764000000000 {
    name = 'CreateEventStore1764000000000';
    async up(q) {
        await q.query(`
      CREATE TABLE events (
        position     bigserial PRIMARY KEY,
        event_id     uuid        NOT NULL UNIQUE,
        stream_id    text        NOT NULL,
        revision     integer     NOT NULL,
        type         text        NOT NULL,
        data         jsonb       NOT NULL,
        metadata     jsonb       NOT NULL,
        tx_id        xid8        NOT NULL DEFAULT pg_current_xact_id(),
        recorded_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_revision_key UNIQUE (stream_id, revision)
      )`);
        // p_expected: >= 0 a revision, -1 no stream, -2 any, -3 stream exists.
        await q.query(`
      CREATE FUNCTION append_to_stream(
        p_stream text, p_expected integer, p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[]
      ) RETURNS TABLE (next_revision integer, last_position bigint)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_found integer;
        v_current integer;
      BEGIN
        SELECT count(*) INTO v_found FROM events e WHERE e.event_id = ANY (p_ids);
        IF v_found > 0 THEN
          IF v_found = cardinality(p_ids)
             AND NOT EXISTS (SELECT 1 FROM events e WHERE e.event_id = ANY (p_ids) AND e.stream_id <> p_stream) THEN
            RETURN QUERY SELECT max(e.revision), max(e.position) FROM events e WHERE e.event_id = ANY (p_ids);
            RETURN;
          END IF;
          RAISE EXCEPTION 'some event ids of this batch are already stored' USING ERRCODE = 'ES422';
        END IF;
        SELECT max(e.revision) INTO v_current FROM events e WHERE e.stream_id = p_stream;
        IF (p_expected = -1 AND v_current IS NOT NULL)
           OR (p_expected = -3 AND v_current IS NULL)
           OR (p_expected >= 0 AND v_current IS DISTINCT FROM p_expected) THEN
          RAISE EXCEPTION '%', coalesce(v_current::text, 'no_stream') USING ERRCODE = 'ES409';
        END IF;
        PERFORM pg_notify('events_appended', '');
        RETURN QUERY
          WITH inserted AS (
            INSERT INTO events (event_id, stream_id, revision, type, data, metadata)
            SELECT u.id, p_stream, coalesce(v_current, -1) + u.n::integer, u.type, u.data, u.meta
            FROM unnest(p_ids, p_types, p_data, p_meta) WITH ORDINALITY AS u(id, type, data, meta, n)
            ORDER BY u.n
            RETURNING events.revision, events.position
          )
          SELECT max(i.revision), max(i.position) FROM inserted i;
      END $$`);
    }
    async down(q) {
        await q.query(`DROP FUNCTION IF EXISTS append_to_stream`);
        await q.query(`DROP TABLE IF EXISTS events`);
    }
}
