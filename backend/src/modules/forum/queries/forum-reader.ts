import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { UserDirectory } from '../../users/index.js';
import { ForumPostNotFoundError } from '../domain/forum-post.errors.js';
import { searchTerms } from '../domain/forum-text.js';
import type { ForumPostRow, ForumReplyRow } from '../projections/forum-board/forum-board.read-model.js';
import type { ForumPostDetailResponse, ForumPostSummaryResponse, ForumStatsResponse } from '../http/forum.response.dto.js';

type PostRecord = Pick<
  ForumPostRow,
  'id' | 'categoryId' | 'authorId' | 'title' | 'content' | 'isPinned' | 'viewCount' | 'likeCount' | 'replyCount' | 'lastReplyAt' | 'createdAt'
> & { likedByMe: boolean };
type ReplyRecord = Pick<ForumReplyRow, 'id' | 'parentReplyId' | 'authorId' | 'content' | 'createdAt'>;

const POST_COLUMNS = `p.id, p.category_id AS "categoryId", p.author_id AS "authorId", p.title, p.content, p.is_pinned AS "isPinned",
  p.view_count AS "viewCount", p.like_count AS "likeCount", p.reply_count AS "replyCount", p.last_reply_at AS "lastReplyAt",
  p.created_at AS "createdAt", EXISTS (SELECT 1 FROM forum_post_likes l WHERE l.post_id = p.id AND l.user_id = $1) AS "likedByMe"`;
const EXCERPT = 200;
const GONE_AUTHOR = '退会済みユーザー';
const ACTIVE_DAYS = 30;

/** Escapes LIKE's wildcards so that a search for `100%` finds "100%". */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ForumListFilter {
  categoryId?: string;
  q?: string;
  limit: number;
  offset: number;
}

/** Reads of the forum's read models; author names from the users module. */
@Injectable()
export class ForumReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Pinned first, then newest first. Search: every term occurs in the normalised title or content. */
  async list(reader: SessionUser, filter: ForumListFilter): Promise<ForumPostSummaryResponse[]> {
    const params: unknown[] = [reader.id];
    const where: string[] = [];
    if (filter.categoryId) {
      params.push(filter.categoryId);
      where.push(`p.category_id = $${params.length}`);
    }
    for (const term of searchTerms(filter.q ?? '')) {
      params.push(likePattern(term));
      where.push(`p.search_text LIKE $${params.length}`);
    }
    params.push(filter.limit, filter.offset);
    const rows: PostRecord[] = await this.dataSource.query(
      `SELECT ${POST_COLUMNS} FROM forum_posts p ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY p.is_pinned DESC, p.created_at DESC, p.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    const names = await this.users.displayNames([...new Set(rows.map((row) => row.authorId))]);
    return rows.map((row) => summary(row, names));
  }

  async detail(postId: string, reader: SessionUser): Promise<ForumPostDetailResponse> {
    const [row]: PostRecord[] = await this.dataSource.query(`SELECT ${POST_COLUMNS} FROM forum_posts p WHERE p.id = $2`, [reader.id, postId]);
    if (!row) throw new ForumPostNotFoundError();
    const replies: ReplyRecord[] = await this.dataSource.query(
      `SELECT id, parent_reply_id AS "parentReplyId", author_id AS "authorId", content, created_at AS "createdAt"
         FROM forum_replies WHERE post_id = $1 ORDER BY event_position`,
      [postId],
    );
    const names = await this.users.displayNames([...new Set([row.authorId, ...replies.map((reply) => reply.authorId)])]);
    return {
      ...summary(row, names),
      content: row.content,
      replies: replies.map((reply) => ({
        id: reply.id,
        parentReplyId: reply.parentReplyId,
        authorId: reply.authorId,
        authorName: names.get(reply.authorId) ?? GONE_AUTHOR,
        content: reply.content,
        createdAt: reply.createdAt.toISOString(),
      })),
    };
  }

  /** The side cards' figures, from the forum's own activity. */
  async stats(): Promise<ForumStatsResponse> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - ACTIVE_DAYS * 86_400_000);
    const [{ activeUsers, postsThisWeek }]: { activeUsers: number; postsThisWeek: number }[] = await this.dataSource.query(
      `SELECT
         (SELECT count(DISTINCT user_id)::int FROM (
            SELECT author_id AS user_id FROM forum_posts WHERE created_at >= $1
            UNION SELECT author_id FROM forum_replies WHERE created_at >= $1
            UNION SELECT user_id FROM forum_post_likes WHERE created_at >= $1) active) AS "activeUsers",
         (SELECT count(*)::int FROM forum_posts
           WHERE created_at >= (date_trunc('week', $2::timestamptz AT TIME ZONE $3) AT TIME ZONE $3) AND created_at <= $2) AS "postsThisWeek"`,
      [since, now, this.config.timeZone],
    );
    const popularTopics: ForumStatsResponse['popularTopics'] = await this.dataSource.query(
      `SELECT id, title, category_id AS "categoryId", like_count AS "likeCount", reply_count AS "replyCount"
         FROM forum_posts WHERE created_at >= $1 AND like_count + reply_count > 0
        ORDER BY like_count + reply_count DESC, created_at DESC, id LIMIT 5`,
      [since],
    );
    return { activeUsers, postsThisWeek, popularTopics };
  }
}

function summary(row: PostRecord, names: ReadonlyMap<string, string>): ForumPostSummaryResponse {
  const chars = Array.from(row.content);
  return {
    id: row.id,
    categoryId: row.categoryId,
    authorId: row.authorId,
    authorName: names.get(row.authorId) ?? GONE_AUTHOR,
    title: row.title,
    excerpt: chars.length > EXCERPT ? `${chars.slice(0, EXCERPT).join('')}…` : row.content,
    isAnonymous: false,
    isPinned: row.isPinned,
    viewCount: row.viewCount,
    likeCount: row.likeCount,
    replyCount: row.replyCount,
    lastReplyAt: row.lastReplyAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    likedByMe: row.likedByMe,
  };
}
