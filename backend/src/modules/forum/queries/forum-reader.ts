import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { DeploymentClock } from '../../../platform/time/deployment-clock.js';
import { UserDirectory } from '../../users/index.js';
import { ForumPostDeletedError, ForumPostNotFoundError, ForumReplyDeletedError, ForumReplyNotFoundError } from '../domain/forum-post.errors.js';
import { preparedQuery } from '../../../platform/database/prepared-query.js';
import { FORUM_EXCERPT, FORUM_POST_COLUMNS, forumExcerpt, forumListStatement, type ForumListFilter } from './forum-list-sql.js';
import { ForumSearch } from './forum-search.js';
import { analyseQuery } from '../../../platform/search/query.js';
import { snippet } from '../../../platform/search/snippet.js';
import type { ForumPostRow, ForumReplyRow } from '../projections/forum-board/forum-board.read-model.js';
import type {
  ForumModerationLogEntry,
  ForumNoticeResponse,
  ForumPostDetailResponse,
  ForumPostSummaryResponse,
  ForumQueueItem,
  ForumReportResponse,
  ForumRevisionResponse,
  ForumStatsResponse,
} from '../http/forum.response.dto.js';

type PostRecord = Pick<
  ForumPostRow,
  'id' | 'categoryId' | 'authorId' | 'title' | 'content' | 'isPinned' | 'viewCount' | 'likeCount' | 'replyCount' | 'lastReplyAt' | 'createdAt' | 'editedAt'
> & { likedByMe: boolean };
type ReplyRecord = Pick<
  ForumReplyRow,
  'id' | 'parentReplyId' | 'authorId' | 'content' | 'createdAt' | 'visibility' | 'editedAt' | 'deletedAt' | 'likeCount'
> & { likedByMe: boolean };

const GONE_AUTHOR = '退会済みユーザー';
const ACTIVE_DAYS = 30;
const MODERATION_ROWS = 200;

/** Reads of the forum's read models; author names from the users module. */
@Injectable()
export class ForumReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly clock: DeploymentClock,
    private readonly forumSearch: ForumSearch,
  ) {}

  /**
   * Pinned first, then newest first: a named prepared statement per shape (docs/benchmarks.md,
   * the forum's first page). With a query: the search, best first.
   */
  async list(reader: SessionUser, filter: ForumListFilter): Promise<ForumPostSummaryResponse[]> {
    if (filter.q?.trim()) return this.search(reader, { ...filter, q: filter.q });
    const { name, sql, params } = forumListStatement(reader.id, filter);
    const rows = await preparedQuery<PostRecord>(this.dataSource.manager, name, sql, params);
    const names = await this.users.displayNames([...new Set(rows.map((row) => row.authorId))]);
    return rows.map((row) => summary(row, names));
  }

  /**
   * A search: the posts a reader may open, best first (ForumSearch: every part of the query the
   * forum has, ranked), each with its title and the passage of its content around the matches
   * highlighted.
   */
  private async search(reader: SessionUser, filter: ForumListFilter & { q: string }): Promise<ForumPostSummaryResponse[]> {
    const { hits } = await this.forumSearch.find(analyseQuery(filter.q), { categoryId: filter.categoryId, limit: filter.offset + filter.limit });
    const ids = hits.slice(filter.offset).map((hit) => hit.id);
    if (ids.length === 0) return [];
    const rows: PostRecord[] = await this.dataSource.query(`SELECT ${FORUM_POST_COLUMNS} FROM forum_posts p WHERE p.id = ANY($2::text[])`, [reader.id, ids]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const names = await this.users.displayNames([...new Set(rows.map((row) => row.authorId))]);
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const passage = snippet(row.content, filter.q, FORUM_EXCERPT);
      return [{ ...summary(row, names), excerpt: passage.text, highlights: { title: snippet(row.title, filter.q, row.title.length).highlights, excerpt: passage.highlights } }];
    });
  }

  /** A shown post with its thread; a post its author deleted is 'この投稿は削除されました' (404). */
  async detail(postId: string, reader: SessionUser): Promise<ForumPostDetailResponse> {
    const [row]: (PostRecord & { deleted: boolean })[] = await this.dataSource.query(
      `SELECT ${FORUM_POST_COLUMNS}, p.deleted_at IS NOT NULL AS deleted FROM forum_posts p WHERE p.id = $2 AND p.visibility = 'shown'`,
      [reader.id, postId],
    );
    if (!row) throw new ForumPostNotFoundError();
    if (row.deleted) throw new ForumPostDeletedError();
    const replies: ReplyRecord[] = await this.dataSource.query(
      `SELECT r.id, r.parent_reply_id AS "parentReplyId", r.author_id AS "authorId", r.content, r.created_at AS "createdAt", r.visibility,
              r.edited_at AS "editedAt", r.deleted_at AS "deletedAt", r.like_count AS "likeCount",
              EXISTS (SELECT 1 FROM forum_reply_likes l WHERE l.reply_id = r.id AND l.user_id = $2) AS "likedByMe"
         FROM forum_replies r WHERE r.post_id = $1 ORDER BY r.event_position`,
      [postId, reader.id],
    );
    const names = await this.users.displayNames([...new Set([row.authorId, ...replies.map((reply) => reply.authorId)])]);
    return {
      ...summary(row, names),
      content: row.content,
      replies: replies.map((reply) => {
        const deleted = reply.deletedAt !== null;
        const hidden = !deleted && reply.visibility !== 'shown';
        return {
          id: reply.id,
          parentReplyId: reply.parentReplyId,
          authorId: reply.authorId,
          authorName: names.get(reply.authorId) ?? GONE_AUTHOR,
          content: hidden || deleted ? '' : reply.content,
          hidden,
          deleted,
          createdAt: reply.createdAt.toISOString(),
          editedAt: hidden || deleted ? null : (reply.editedAt?.toISOString() ?? null),
          likeCount: hidden || deleted ? 0 : reply.likeCount,
          likedByMe: !hidden && !deleted && reply.likedByMe,
        };
      }),
    };
  }

  /**
   * The edit history of a shown post (`replyId` null) or reply: the current version, then those
   * edits replaced, newest first. Anyone who can read the text can read its history (decision
   * 0061); a hidden or deleted text has none to show.
   */
  async revisions(postId: string, replyId: string | null): Promise<ForumRevisionResponse[]> {
    const [post]: { deleted: boolean; title: string; categoryId: string; content: string; createdAt: Date; editedAt: Date | null }[] =
      await this.dataSource.query(
        `SELECT deleted_at IS NOT NULL AS deleted, title, category_id AS "categoryId", content, created_at AS "createdAt", edited_at AS "editedAt"
           FROM forum_posts WHERE id = $1 AND visibility = 'shown'`,
        [postId],
      );
    if (!post) throw new ForumPostNotFoundError();
    if (post.deleted) throw new ForumPostDeletedError();
    let current: ForumRevisionResponse;
    if (replyId === null) {
      current = { title: post.title, categoryId: post.categoryId, content: post.content, writtenAt: (post.editedAt ?? post.createdAt).toISOString(), replacedAt: null };
    } else {
      const [reply]: { visibility: string; deleted: boolean; content: string; createdAt: Date; editedAt: Date | null }[] = await this.dataSource.query(
        `SELECT visibility, deleted_at IS NOT NULL AS deleted, content, created_at AS "createdAt", edited_at AS "editedAt"
           FROM forum_replies WHERE id = $1 AND post_id = $2`,
        [replyId, postId],
      );
      if (!reply || reply.visibility !== 'shown') throw new ForumReplyNotFoundError();
      if (reply.deleted) throw new ForumReplyDeletedError();
      current = { title: null, categoryId: null, content: reply.content, writtenAt: (reply.editedAt ?? reply.createdAt).toISOString(), replacedAt: null };
    }
    const older: { title: string | null; categoryId: string | null; content: string; writtenAt: Date; replacedAt: Date }[] = await this.dataSource.query(
      `SELECT title, category_id AS "categoryId", content, written_at AS "writtenAt", replaced_at AS "replacedAt"
         FROM forum_revisions WHERE post_id = $1 AND reply_id IS NOT DISTINCT FROM $2 ORDER BY event_position DESC`,
      [postId, replyId],
    );
    return [current, ...older.map((v) => ({ ...v, writtenAt: v.writtenAt.toISOString(), replacedAt: v.replacedAt.toISOString() }))];
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
      [since, now, this.clock.timeZone],
    );
    const popularTopics: ForumStatsResponse['popularTopics'] = await this.dataSource.query(
      `SELECT id, title, category_id AS "categoryId", like_count AS "likeCount", reply_count AS "replyCount"
         FROM forum_posts WHERE created_at >= $1 AND like_count + reply_count > 0 AND visibility = 'shown' AND deleted_at IS NULL
        ORDER BY like_count + reply_count DESC, created_at DESC, id LIMIT 5`,
      [since],
    );
    return { activeUsers, postsThisWeek, popularTopics };
  }

  /** The caller's reports and what became of them, newest first. */
  async myReports(reader: SessionUser): Promise<ForumReportResponse[]> {
    const rows: {
      id: string;
      postId: string;
      replyId: string | null;
      postTitle: string;
      content: string;
      reason: string;
      outcome: ForumReportResponse['outcome'];
      outcomeReason: string | null;
      createdAt: Date;
      decidedAt: Date | null;
    }[] = await this.dataSource.query(
      `SELECT r.id, r.post_id AS "postId", r.reply_id AS "replyId", p.title AS "postTitle", COALESCE(rp.content, p.content) AS content,
              r.reason, r.outcome, r.outcome_reason AS "outcomeReason", r.created_at AS "createdAt", r.decided_at AS "decidedAt"
         FROM forum_reports r JOIN forum_posts p ON p.id = r.post_id LEFT JOIN forum_replies rp ON rp.id = r.reply_id
        WHERE r.reporter_id = $1 ORDER BY r.created_at DESC, r.id LIMIT 50`,
      [reader.id],
    );
    return rows.map((row) => ({
      id: row.id,
      postId: row.postId,
      replyId: row.replyId,
      postTitle: row.postTitle,
      excerpt: forumExcerpt(row.content),
      reason: row.reason,
      outcome: row.outcome,
      outcomeReason: row.outcomeReason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    }));
  }

  /** What moderators did with the caller's own posts and replies, newest first. */
  async myNotices(reader: SessionUser): Promise<ForumNoticeResponse[]> {
    const rows: (Omit<ForumNoticeResponse, 'excerpt' | 'createdAt'> & { content: string; createdAt: Date })[] = await this.dataSource.query(
      `SELECT l.id, l.post_id AS "postId", l.reply_id AS "replyId", p.title AS "postTitle", COALESCE(rp.content, p.content) AS content,
              l.action, l.reason, l.created_at AS "createdAt"
         FROM forum_moderation_log l JOIN forum_posts p ON p.id = l.post_id LEFT JOIN forum_replies rp ON rp.id = l.reply_id
        WHERE l.author_id = $1 ORDER BY l.event_position DESC LIMIT 50`,
      [reader.id],
    );
    return rows.map(({ content, createdAt, ...row }) => ({ ...row, excerpt: forumExcerpt(content), createdAt: createdAt.toISOString() }));
  }

  /** Posts and replies with open reports, awaiting review, or hidden: for moderators. */
  async moderationQueue(): Promise<ForumQueueItem[]> {
    const rows: (Omit<ForumQueueItem, 'authorName' | 'createdAt' | 'reasons'> & { authorId: string; createdAt: Date; reasons: string[] | null })[] =
      await this.dataSource.query(
        `SELECT q.*, (SELECT array_agg(r.reason ORDER BY r.event_position) FROM forum_reports r
                        WHERE r.post_id = q."postId" AND r.reply_id IS NOT DISTINCT FROM q."replyId" AND r.outcome = 'pending') AS reasons
           FROM (SELECT p.id AS "postId", NULL::text AS "replyId", p.title AS "postTitle", p.content, p.author_id AS "authorId", p.visibility,
                        p.open_report_count AS "openReportCount", p.created_at AS "createdAt"
                   FROM forum_posts p WHERE p.open_report_count > 0 OR p.visibility <> 'shown'
                 UNION ALL
                 SELECT rp.post_id, rp.id, p.title, rp.content, rp.author_id, rp.visibility, rp.open_report_count, rp.created_at
                   FROM forum_replies rp JOIN forum_posts p ON p.id = rp.post_id WHERE rp.open_report_count > 0 OR rp.visibility <> 'shown') q
          ORDER BY (q.visibility = 'pending_review') DESC, q."openReportCount" DESC, q."createdAt" DESC
          LIMIT ${MODERATION_ROWS}`,
      );
    const names = await this.users.displayNames([...new Set(rows.map((row) => row.authorId))]);
    return rows.map(({ authorId, createdAt, reasons, ...row }) => ({
      ...row,
      authorName: names.get(authorId) ?? GONE_AUTHOR,
      reasons: reasons ?? [],
      createdAt: createdAt.toISOString(),
    }));
  }

  /** Every moderation action of the forum, newest first, with the moderator's name (null: the automatic hiding). */
  async moderationLog(): Promise<ForumModerationLogEntry[]> {
    const rows: (Omit<ForumModerationLogEntry, 'moderatorName' | 'createdAt' | 'excerpt'> & {
      moderatorId: string | null;
      content: string | null;
      createdAt: Date;
    })[] = await this.dataSource.query(
      `SELECT l.id, l.post_id AS "postId", l.reply_id AS "replyId", p.title AS "postTitle", COALESCE(rp.content, p.content) AS content,
              l.action, l.moderator_id AS "moderatorId", l.reason, l.created_at AS "createdAt"
         FROM forum_moderation_log l LEFT JOIN forum_posts p ON p.id = l.post_id LEFT JOIN forum_replies rp ON rp.id = l.reply_id
        ORDER BY l.event_position DESC LIMIT ${MODERATION_ROWS}`,
    );
    const names = await this.users.displayNames([...new Set(rows.flatMap((row) => (row.moderatorId ? [row.moderatorId] : [])))]);
    return rows.map(({ moderatorId, content, createdAt, ...row }) => ({
      ...row,
      excerpt: content === null ? null : forumExcerpt(content),
      moderatorName: moderatorId ? (names.get(moderatorId) ?? null) : null,
      createdAt: createdAt.toISOString(),
    }));
  }
}

function summary(row: PostRecord, names: ReadonlyMap<string, string>): ForumPostSummaryResponse {
  return {
    id: row.id,
    categoryId: row.categoryId,
    authorId: row.authorId,
    authorName: names.get(row.authorId) ?? GONE_AUTHOR,
    title: row.title,
    excerpt: forumExcerpt(row.content),
    isAnonymous: false,
    isPinned: row.isPinned,
    viewCount: row.viewCount,
    likeCount: row.likeCount,
    replyCount: row.replyCount,
    lastReplyAt: row.lastReplyAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    likedByMe: row.likedByMe,
  };
}
