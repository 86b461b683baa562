// The baseline server of the notifications-page figure (issue 31): a bare `node:http` handler
// running the very statements the real `GET /api/notifications` runs (the reader's
// `ANONYMOUS_SUBJECTS_SQL` and `LIST_PAGE_SQL`, the users module's `DISPLAY_NAMES_STATEMENT`), on
// the same database, the page and its cursor made by the same functions, with no framework,
// session or validation. The reader is fixed (READER_ID) as the session would give it; the
// bench's data has no anonymous post, so there is no owner proof to compute on either side. Like
// the real server it compresses the answer when the client accepts it, at the same levels.
import pg from 'pg';
import { ANONYMOUS_SUBJECTS_SQL, ANONYMOUS_SUBJECTS_TRIED, LIST_PAGE_SQL, NOTIFICATIONS_PAGE, encodeCursor } from '../backend/dist/modules/notifications/queries/notifications-reader.js';
import { DISPLAY_NAMES_STATEMENT, displayName } from '../backend/dist/modules/users/queries/display-names-sql.js';
import { answerJson, serveBare } from './lib.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const reader = process.env.READER_ID ?? '';

serveBare(
  async (req, res, url) => {
    if (url.pathname !== '/api/notifications') return answerJson(res, 404, { statusCode: 404 });
    try {
      const anonymous = await pool.query(ANONYMOUS_SUBJECTS_SQL, [ANONYMOUS_SUBJECTS_TRIED]);
      if (anonymous.rows.length) throw new Error('the bare server computes no owner proofs: the bench data must hold no anonymous post');
      const { rows } = await pool.query(LIST_PAGE_SQL, [reader, [], null, null, NOTIFICATIONS_PAGE + 1]);
      const page = rows.slice(0, NOTIFICATIONS_PAGE);
      const actors = [...new Set(page.flatMap((r) => (r.actor_id ? [r.actor_id] : [])))];
      const names = actors.length ? (await pool.query({ ...DISPLAY_NAMES_STATEMENT, values: [actors] })).rows : [];
      const byId = new Map(names.map((r) => [r.id, displayName(r)]));
      const last = page.at(-1);
      answerJson(res, 200, {
        items: page.map((r) => ({
          id: r.id,
          kind: r.kind,
          actorName: r.actor_id ? (byId.get(r.actor_id) ?? null) : null,
          title: r.title,
          body: r.body,
          link: r.link,
          count: r.count,
          createdAt: r.created_at.toISOString(),
          read: r.read,
        })),
        nextCursor: rows.length > NOTIFICATIONS_PAGE && last ? encodeCursor(last.created_at, last.id) : null,
      }, { compressFor: req });
    } catch (error) {
      answerJson(res, 500, { message: String(error?.message ?? error) });
    }
  },
  { pool, host: '127.0.0.1' },
);
