import { searchTerms } from '../domain/forum-text.js';

/** The columns of a post summary; `$1` is the reader (for `likedByMe`). */
export const FORUM_POST_COLUMNS = `p.id, p.category_id AS "categoryId", p.author_id AS "authorId", p.title, p.content, p.is_pinned AS "isPinned",
  p.view_count AS "viewCount", p.like_count AS "likeCount", p.reply_count AS "replyCount", p.last_reply_at AS "lastReplyAt",
  p.created_at AS "createdAt", EXISTS (SELECT 1 FROM forum_post_likes l WHERE l.post_id = p.id AND l.user_id = $1) AS "likedByMe"`;

export interface ForumListFilter {
  categoryId?: string;
  q?: string;
  limit: number;
  offset: number;
}

/** Escapes LIKE's wildcards so that a search for `100%` finds "100%". */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of shown posts, pinned first, then newest first (the partial indexes of migration
 * 1765200150000 serve it: a category's first page reads 30 index entries). Search: every term
 * occurs in the normalised title or content. Pure (builds, runs nothing): the reader and the
 * bench's bare handler run the same statement.
 */
export function forumListStatement(readerId: string, filter: ForumListFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [readerId];
  const where: string[] = [`p.visibility = 'shown'`];
  if (filter.categoryId) {
    params.push(filter.categoryId);
    where.push(`p.category_id = $${params.length}`);
  }
  for (const term of searchTerms(filter.q ?? '')) {
    params.push(likePattern(term));
    where.push(`p.search_text LIKE $${params.length}`);
  }
  params.push(filter.limit, filter.offset);
  return {
    sql: `SELECT ${FORUM_POST_COLUMNS} FROM forum_posts p WHERE ${where.join(' AND ')}
           ORDER BY p.is_pinned DESC, p.created_at DESC, p.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  };
}
