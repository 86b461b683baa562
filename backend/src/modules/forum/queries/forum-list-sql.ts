const POST_FIELDS = `p.id, p.category_id AS "categoryId", p.author_id AS "authorId", p.title, p.content, p.is_pinned AS "isPinned",
  p.view_count AS "viewCount", p.like_count AS "likeCount", p.reply_count AS "replyCount", p.last_reply_at AS "lastReplyAt",
  p.created_at AS "createdAt", p.edited_at AS "editedAt"`;
const LIKED_BY_ME = `EXISTS (SELECT 1 FROM forum_post_likes l WHERE l.post_id = p.id AND l.user_id = $1) AS "likedByMe"`;

/** The columns of a post summary; `$1` is the reader (for `likedByMe`). */
export const FORUM_POST_COLUMNS = `${POST_FIELDS}, ${LIKED_BY_ME}`;

export interface ForumListFilter {
  categoryId?: string;
  q?: string;
  limit: number;
  offset: number;
}

/** Excerpts of lists: the first 200 characters (code points, as `Array.from` counts), then '…'. */
export const FORUM_EXCERPT = 200;

/**
 * The excerpt of a post's text, computed without splitting the whole text into an array (a post
 * holds up to 5,000 characters): a text of at most 200 UTF-16 units has at most 200 code points
 * and is answered as is; a longer one is walked until its 200th code point.
 */
export function forumExcerpt(text: string): string {
  if (text.length <= FORUM_EXCERPT) return text;
  let end = 0;
  for (let count = 0; count < FORUM_EXCERPT && end < text.length; count++) {
    const unit = text.charCodeAt(end);
    const pair = unit >= 0xd800 && unit <= 0xdbff && end + 1 < text.length && (text.charCodeAt(end + 1) & 0xfc00) === 0xdc00;
    end += pair ? 2 : 1;
  }
  return end < text.length ? `${text.slice(0, end)}…` : text;
}

/**
 * One page of shown posts (not deleted by their authors), pinned first, then newest first (the partial indexes of migration
 * 1765200150000 serve it: a category's first page reads 30 index entries). A list with a query
 * is not this statement: it is the forum's ranked search (`ForumSearch`, platform/search). `likedByMe` is asked of the page's rows only (an
 * outer query over the limited one): asked inside, the planner costs it for every shown post and
 * answers it from a hash of all the reader's likes, a scan of the whole likes table (4.7 ms
 * instead of 0.2 ms for the all-categories page at 40,000 likes). Pure (builds, runs nothing):
 * the reader and the bench's bare handler run the same statement. `name` names it as a prepared
 * statement: one per shape (with or without a category).
 */
export function forumListStatement(readerId: string, filter: Omit<ForumListFilter, 'q'>): { name: string; sql: string; params: unknown[] } {
  const params: unknown[] = [readerId];
  const where: string[] = [`p.visibility = 'shown'`, `p.deleted_at IS NULL`];
  if (filter.categoryId) {
    params.push(filter.categoryId);
    where.push(`p.category_id = $${params.length}`);
  }
  params.push(filter.limit, filter.offset);
  return {
    name: `forum_list_${filter.categoryId ? 'category' : 'all'}`,
    sql: `SELECT p.*, ${LIKED_BY_ME}
            FROM (SELECT ${POST_FIELDS} FROM forum_posts p WHERE ${where.join(' AND ')}
                   ORDER BY p.is_pinned DESC, p.created_at DESC, p.id LIMIT $${params.length - 1} OFFSET $${params.length}) p
           ORDER BY p."isPinned" DESC, p."createdAt" DESC, p.id`,
    params,
  };
}
