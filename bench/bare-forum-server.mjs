// The baseline server of the forum's first-page figure (issue 15): a bare `node:http` handler
// running the very statements the real endpoint runs, as the same named prepared statements
// (`forumListStatement` of forum-list-sql.ts and `DISPLAY_NAMES_STATEMENT` of the users module),
// on the same database, the excerpt and names made by the same functions, with no framework,
// session or validation. The reader is fixed (READER_ID) as the session would give it. Like the
// real server it compresses the answer when the client accepts it, at the same levels (brotli
// quality 1, else gzip level 1: create-app.ts), so both sides send the same bytes.
import pg from 'pg';
import { forumExcerpt, forumListStatement } from '../backend/dist/modules/forum/queries/forum-list-sql.js';
import { DISPLAY_NAMES_STATEMENT, displayName } from '../backend/dist/modules/users/queries/display-names-sql.js';
import { answerJson, serveBare } from './lib.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

serveBare(
  async (req, res, url) => {
    if (url.pathname !== '/api/forum/posts') return answerJson(res, 404, { statusCode: 404 });
    try {
      const filter = { categoryId: url.searchParams.get('categoryId') ?? undefined, limit: Number(url.searchParams.get('limit') ?? 30), offset: 0 };
      const { name, sql, params } = forumListStatement(process.env.READER_ID ?? '', filter);
      const { rows } = await pool.query({ name, text: sql, values: params });
      const names = await pool.query({ ...DISPLAY_NAMES_STATEMENT, values: [[...new Set(rows.map((r) => r.authorId))]] });
      const byId = new Map(names.rows.map((r) => [r.id, displayName(r)]));
      answerJson(
        res,
        200,
        rows.map((r) => ({
          id: r.id,
          categoryId: r.categoryId,
          authorId: r.authorId,
          authorName: byId.get(r.authorId) ?? '退会済みユーザー',
          title: r.title,
          excerpt: forumExcerpt(r.content),
          isAnonymous: false,
          isPinned: r.isPinned,
          viewCount: r.viewCount,
          likeCount: r.likeCount,
          replyCount: r.replyCount,
          lastReplyAt: r.lastReplyAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
          editedAt: r.editedAt?.toISOString() ?? null,
          likedByMe: r.likedByMe,
        })),
        { compressFor: req },
      );
    } catch (error) {
      answerJson(res, 500, { statusCode: 500, message: String(error) });
    }
  },
  { pool },
);
