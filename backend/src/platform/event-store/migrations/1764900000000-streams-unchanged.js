/**
 * `assert_streams_unchanged(stream ids, revisions)`: raises ES412 when one of the streams holds an
 * event after the given revision (-1: the stream must still be empty). An append that decided on
 * kept states of other streams (a speculative command, decision 0032) runs it in the append's own
 * transaction, so the check and the append are one round trip.
 */
export class StreamsUnchanged1764900000000 {
    name = 'StreamsUnchanged1764900000000';
    async up(q) {
        await q.query(`
      CREATE FUNCTION assert_streams_unchanged(p_streams text[], p_revisions integer[]) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE
        v_stream text;
      BEGIN
        SELECT wanted.sid INTO v_stream
          FROM unnest(p_streams, p_revisions) AS wanted (sid, revision)
          JOIN events ON events.stream_id = wanted.sid AND events.revision > wanted.revision
          LIMIT 1;
        IF v_stream IS NOT NULL THEN
          RAISE EXCEPTION '%', v_stream USING ERRCODE = 'ES412';
        END IF;
      END $$`);
    }
    async down(q) {
        await q.query(`DROP FUNCTION IF EXISTS assert_streams_unchanged(text[], integer[])`);
    }
}
