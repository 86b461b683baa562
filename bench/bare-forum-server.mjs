// The baseline server of the forum's first-page figure (issue 15): a bare `node:http` handler
// running the very statements the real endpoint runs (`forumListStatement` of forum-list-sql.ts
// and the display names of the users read model) on the same database, with no framework,
// session or validation. The reader is fixed (READER_ID) as the session would give it.
import http from 'node:http';
import pg from 'pg';
import { forumListStatement } from '../backend/dist/modules/forum/queries/forum-list-sql.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const EXCERPT = 200;

function answer(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

const server = http.createServer(async (req, res) => {
  if (req.url === '/api/health') return answer(res, 200, { status: 'ok' });
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== '/api/forum/posts') return answer(res, 404, { statusCode: 404 });
  try {
    const filter = { categoryId: url.searchParams.get('categoryId') ?? undefined, limit: Number(url.searchParams.get('limit') ?? 30), offset: 0 };
    const { sql, params } = forumListStatement(process.env.READER_ID ?? '', filter);
    const { rows } = await pool.query(sql, params);
    const names = await pool.query(`SELECT id, first_name, last_name FROM users WHERE id = ANY($1::text[])`, [[...new Set(rows.map((r) => r.authorId))]]);
    const byId = new Map(names.rows.map((r) => [r.id, `${r.last_name} ${r.first_name}`.trim()]));
    answer(
      res,
      200,
      rows.map((r) => {
        const chars = Array.from(r.content);
        return {
          id: r.id,
          categoryId: r.categoryId,
          authorId: r.authorId,
          authorName: byId.get(r.authorId) ?? '退会済みユーザー',
          title: r.title,
          excerpt: chars.length > EXCERPT ? `${chars.slice(0, EXCERPT).join('')}…` : r.content,
          isAnonymous: false,
          isPinned: r.isPinned,
          viewCount: r.viewCount,
          likeCount: r.likeCount,
          replyCount: r.replyCount,
          lastReplyAt: r.lastReplyAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
          likedByMe: r.likedByMe,
        };
      }),
    );
  } catch (error) {
    answer(res, 500, { statusCode: 500, message: String(error) });
  }
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
