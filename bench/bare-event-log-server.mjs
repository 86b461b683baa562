// The baseline server of the event log figure (issue 17): a bare `node:http` handler running the
// same two statements as the real server's first page (the settled head, then the newest page by
// position, optionally by category) through a plain `pg` pool as named prepared statements (as the
// server runs them), answering the same JSON. No
// framework, session or validation: the floor the browser's first page cannot go below.
import pg from 'pg';
import { answerJson, serveBare } from './lib.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const COLUMNS = `position, event_id, stream_id, event_stream_category(stream_id) AS category, revision, type, data, metadata, recorded_at`;

serveBare(
  async (req, res, url) => {
    if (req.method !== 'GET' || url.pathname !== '/events') return answerJson(res, 404, { statusCode: 404 });
    try {
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const category = url.searchParams.get('category');
      // Named prepared statements, as the real server runs them (parsed and planned once per connection).
      const head = (await pool.query({ name: 'head', text: `SELECT max(position) AS head FROM events WHERE tx_id < pg_snapshot_xmin(pg_current_snapshot())` })).rows[0].head ?? '0';
      const { rows } = category
        ? await pool.query({ name: 'page_category', text: `SELECT ${COLUMNS} FROM events WHERE event_stream_category(stream_id) = $1 ORDER BY position DESC LIMIT $2`, values: [category, limit + 1] })
        : await pool.query({ name: 'page', text: `SELECT ${COLUMNS} FROM events ORDER BY position DESC LIMIT $1`, values: [limit + 1] });
      const events = rows.slice(0, limit).map((r) => ({
        position: String(r.position),
        eventId: r.event_id,
        streamId: r.stream_id,
        category: r.category,
        revision: r.revision,
        type: r.type,
        data: r.data,
        metadata: r.metadata,
        recordedAt: new Date(r.recorded_at).toISOString(),
      }));
      answerJson(res, 200, { events, nextBefore: rows.length > limit ? events[events.length - 1].position : null, headPosition: String(head) });
    } catch (error) {
      answerJson(res, 500, { statusCode: 500, message: String(error) });
    }
  },
  { pool },
);
