import { HardenAppendToStream1764000100000, POSITION_ALLOCATION_LOCK } from './1764000100000-harden-append-to-stream.js';
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
export class InlineProjections1764800000000 {
    name = 'InlineProjections1764800000000';
    async up(q) {
        await q.query(`ALTER TABLE events ADD COLUMN applied_inline text[]`);
        await q.query(`DROP FUNCTION IF EXISTS append_to_stream(text, integer, uuid[], text[], jsonb[], jsonb[])`);
        await q.query(`
      CREATE FUNCTION append_to_stream(
        p_stream text, p_expected integer, p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[],
        p_inline text[] DEFAULT NULL,
        OUT next_revision integer, OUT last_position bigint
      ) LANGUAGE plpgsql AS $$
      DECLARE
        v_n integer := coalesce(cardinality(p_ids), 0);
        v_current integer;
        v_xid xid8;
        v_positions bigint[];
        v_unlocked boolean;
      BEGIN
        IF v_n = 0 OR coalesce(cardinality(p_types), 0) <> v_n OR coalesce(cardinality(p_data), 0) <> v_n
           OR coalesce(cardinality(p_meta), 0) <> v_n THEN
          RAISE EXCEPTION 'append_to_stream needs one or more events with as many types, data and metadata'
            USING ERRCODE = 'ES400';
        END IF;
        SELECT max(e.revision) INTO v_current FROM events e WHERE e.stream_id = p_stream;
        IF (p_expected = -1 AND v_current IS NOT NULL)
           OR (p_expected = -3 AND v_current IS NULL)
           OR (p_expected >= 0 AND v_current IS DISTINCT FROM p_expected) THEN
          IF EXISTS (SELECT 1 FROM events e WHERE e.event_id = ANY (p_ids)) THEN
            IF (SELECT count(*) FROM events e WHERE e.event_id = ANY (p_ids) AND e.stream_id = p_stream) = v_n THEN
              IF p_inline IS NOT NULL THEN
                RAISE EXCEPTION 'this batch is stored already' USING ERRCODE = 'ES208';
              END IF;
              SELECT max(e.revision), max(e.position) INTO next_revision, last_position
                FROM events e WHERE e.event_id = ANY (p_ids);
              RETURN;
            END IF;
            RAISE EXCEPTION 'some event ids of this batch are already stored' USING ERRCODE = 'ES422';
          END IF;
          RAISE EXCEPTION '%', coalesce(v_current::text, 'no_stream') USING ERRCODE = 'ES409';
        END IF;
        IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
          RAISE EXCEPTION 'append_to_stream must be the first write of its transaction' USING ERRCODE = 'ES428';
        END IF;
        IF NOT pg_try_advisory_lock(${POSITION_ALLOCATION_LOCK}) THEN
          PERFORM pg_advisory_lock(${POSITION_ALLOCATION_LOCK});
        END IF;
        v_xid := pg_current_xact_id();
        IF v_n = 1 THEN
          v_positions := ARRAY[nextval('events_position_seq')];
        ELSE
          v_positions := ARRAY(SELECT nextval('events_position_seq') FROM generate_series(1, v_n));
        END IF;
        v_unlocked := pg_advisory_unlock(${POSITION_ALLOCATION_LOCK});
        IF v_n = 1 THEN
          INSERT INTO events (position, event_id, stream_id, revision, type, data, metadata, tx_id, applied_inline)
          VALUES (v_positions[1], p_ids[1], p_stream, coalesce(v_current, -1) + 1, p_types[1], p_data[1], p_meta[1], v_xid, p_inline);
        ELSE
          INSERT INTO events (position, event_id, stream_id, revision, type, data, metadata, tx_id, applied_inline)
          SELECT v_positions[u.n], u.id, p_stream, coalesce(v_current, -1) + u.n::integer, u.type, u.data, u.meta, v_xid, p_inline
          FROM unnest(p_ids, p_types, p_data, p_meta) WITH ORDINALITY AS u(id, type, data, meta, n);
        END IF;
        next_revision := coalesce(v_current, -1) + v_n;
        last_position := v_positions[v_n];
      END $$`);
        await q.query(`
      CREATE FUNCTION event_position(p_event_id uuid) RETURNS bigint LANGUAGE sql STABLE
      AS 'SELECT position FROM events WHERE event_id = p_event_id'`);
    }
    async down(q) {
        await q.query(`DROP FUNCTION IF EXISTS event_position(uuid)`);
        await q.query(`DROP FUNCTION IF EXISTS append_to_stream(text, integer, uuid[], text[], jsonb[], jsonb[], text[])`);
        await new HardenAppendToStream1764000100000().up(q);
        await q.query(`ALTER TABLE events DROP COLUMN applied_inline`);
    }
}
