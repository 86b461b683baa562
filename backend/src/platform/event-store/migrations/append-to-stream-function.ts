/** Key of the session advisory lock that makes "take a transaction id, then positions" atomic. */
export const POSITION_ALLOCATION_LOCK = 7_461_210_001;

// The comments the first hardened version carried inside the function's body (the inline version
// left them out; a function's body is stored as written, so each version keeps its own text).
const RETRY_COMMENT = `          -- A retry of an append that already succeeded answers its original result. Looked at
          -- only here: on the way that succeeds, the unique index on event_id finds duplicates.
`;
const LOCK_COMMENT = `        -- Simple expressions where possible (no executor start-up): try the lock first.
`;
// With inline statements behind it, a retried append must fail instead of answering (ES208).
const STORED_ALREADY = `              IF p_inline IS NOT NULL THEN
                RAISE EXCEPTION 'this batch is stored already' USING ERRCODE = 'ES208';
              END IF;
`;

/**
 * The `CREATE FUNCTION append_to_stream` statement of HardenAppendToStream1764000100000
 * (`inline: false`) and of InlineProjections1764800000000 (`inline: true`: the `p_inline` names
 * stored in `events.applied_inline`, and ES208 for a retried batch); the migrations say why each
 * part is as it is. Both migrations have run on databases already: the text for each must never
 * change (a new version of the function is a new migration).
 */
export function appendToStreamFunction({ inline }: { inline: boolean }): string {
  return `
      CREATE FUNCTION append_to_stream(
        p_stream text, p_expected integer, p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[],
${inline ? '        p_inline text[] DEFAULT NULL,\n' : ''}        OUT next_revision integer, OUT last_position bigint
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
${inline ? '' : RETRY_COMMENT}          IF EXISTS (SELECT 1 FROM events e WHERE e.event_id = ANY (p_ids)) THEN
            IF (SELECT count(*) FROM events e WHERE e.event_id = ANY (p_ids) AND e.stream_id = p_stream) = v_n THEN
${inline ? STORED_ALREADY : ''}              SELECT max(e.revision), max(e.position) INTO next_revision, last_position
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
${inline ? '' : LOCK_COMMENT}        IF NOT pg_try_advisory_lock(${POSITION_ALLOCATION_LOCK}) THEN
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
          INSERT INTO events (position, event_id, stream_id, revision, type, data, metadata, tx_id${inline ? ', applied_inline' : ''})
          VALUES (v_positions[1], p_ids[1], p_stream, coalesce(v_current, -1) + 1, p_types[1], p_data[1], p_meta[1], v_xid${inline ? ', p_inline' : ''});
        ELSE
          INSERT INTO events (position, event_id, stream_id, revision, type, data, metadata, tx_id${inline ? ', applied_inline' : ''})
          SELECT v_positions[u.n], u.id, p_stream, coalesce(v_current, -1) + u.n::integer, u.type, u.data, u.meta, v_xid${inline ? ', p_inline' : ''}
          FROM unnest(p_ids, p_types, p_data, p_meta) WITH ORDINALITY AS u(id, type, data, meta, n);
        END IF;
        next_revision := coalesce(v_current, -1) + v_n;
        last_position := v_positions[v_n];
      END $$`;
}
