import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { UserDirectory } from '../../users/index.js';
import { OwnershipProofs } from '../commands/ownership-proofs.js';
import { AnonymousPostNotFoundError } from '../domain/anonymous-post.errors.js';
import { anonymousPostDecider, anonymousPostStream, sameProof } from '../domain/anonymous-post.js';
import type {
  AnonymousModerationLogRow,
  AnonymousPostReportRow,
  AnonymousPostRow,
  AnonymousReplyRow,
} from '../projections/anonymous-board/anonymous-board.read-model.js';
import type {
  AnonymousModerationLogEntryResponse,
  AnonymousNoticeResponse,
  AnonymousPostDetailResponse,
  AnonymousPostResponse,
  AnonymousQueueItemResponse,
  AnonymousReportResponse,
} from '../http/anonymous-posts.response.dto.js';

type PostRecord = Pick<AnonymousPostRow, 'id' | 'content' | 'supportCount' | 'replyCount' | 'createdAt'>;
type ReplyRecord = Pick<AnonymousReplyRow, 'id' | 'content' | 'createdAt'>;

const POST_COLUMNS = `p.id, p.content, p.support_count AS "supportCount", p.reply_count AS "replyCount", p.created_at AS "createdAt"`;
/** How far back an author's moderation notices reach: the most recently moderated posts, all checked whoever asks. */
const NOTICE_POSTS_SCANNED = 200;
const EXCERPT = 80;

/**
 * Reads of the anonymous board. Nothing here selects or answers an author: `mine` is computed by
 * recomputing the reader's owner proof for each listed post and comparing it with the proof in the
 * post's own stream (loaded through the AggregateStore, which keeps folded states), so the list's
 * order and its work per post are the same whoever asks.
 */
@Injectable()
export class AnonymousBoardReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly aggregates: AggregateStore,
    private readonly proofs: OwnershipProofs,
    private readonly users: UserDirectory,
  ) {}

  async list(reader: SessionUser, limit: number): Promise<AnonymousPostResponse[]> {
    const rows: PostRecord[] = await this.dataSource.query(
      `SELECT ${POST_COLUMNS} FROM anonymous_posts p WHERE p.visibility = 'shown' ORDER BY p.created_at DESC, p.id LIMIT $1`,
      [limit],
    );
    return this.withReaderFlags(rows, reader);
  }

  async detail(postId: string, reader: SessionUser): Promise<AnonymousPostDetailResponse> {
    const [row]: PostRecord[] = await this.dataSource.query(
      `SELECT ${POST_COLUMNS} FROM anonymous_posts p WHERE p.id = $1 AND p.visibility = 'shown'`,
      [postId],
    );
    if (!row) throw new AnonymousPostNotFoundError();
    const replies: ReplyRecord[] = await this.dataSource.query(
      `SELECT id, content, created_at AS "createdAt" FROM anonymous_replies WHERE post_id = $1 ORDER BY event_position`,
      [postId],
    );
    const [post] = await this.withReaderFlags([row], reader);
    return { ...post, replies: replies.map((reply) => ({ id: reply.id, content: reply.content, createdAt: reply.createdAt.toISOString() })) };
  }

  /** The reader's own reports and what became of them. */
  async myReports(reader: SessionUser): Promise<AnonymousReportResponse[]> {
    const rows: (Pick<AnonymousPostReportRow, 'id' | 'postId' | 'reason' | 'outcome' | 'outcomeReason' | 'createdAt' | 'decidedAt'> & {
      content: string | null;
    })[] = await this.dataSource.query(
      `SELECT r.id, r.post_id AS "postId", r.reason, r.outcome, r.outcome_reason AS "outcomeReason", r.created_at AS "createdAt",
              r.decided_at AS "decidedAt", p.content
         FROM anonymous_post_reports r LEFT JOIN anonymous_posts p ON p.id = r.post_id
        WHERE r.reporter_id = $1 ORDER BY r.created_at DESC LIMIT 50`,
      [reader.id],
    );
    return rows.map((row) => ({
      id: row.id,
      postId: row.postId,
      excerpt: row.content === null ? null : excerpt(row.content),
      reason: row.reason,
      outcome: row.outcome,
      outcomeReason: row.outcomeReason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    }));
  }

  /**
   * The reader's own posts that were moderated, with the outcome: the author learns it without
   * anyone learning who the author is. Every recently moderated post is checked, whoever asks.
   */
  async myNotices(reader: SessionUser): Promise<AnonymousNoticeResponse[]> {
    const rows: (Pick<AnonymousModerationLogRow, 'postId' | 'action' | 'reason' | 'createdAt'> & { content: string | null })[] =
      await this.dataSource.query(
        `SELECT * FROM (
           SELECT DISTINCT ON (l.post_id) l.post_id AS "postId", l.action, l.reason, l.created_at AS "createdAt", l.event_position, p.content
             FROM anonymous_moderation_log l JOIN anonymous_posts p ON p.id = l.post_id
            ORDER BY l.post_id, l.event_position DESC) latest
          ORDER BY event_position DESC LIMIT ${NOTICE_POSTS_SCANNED}`,
      );
    const mine = await this.ownedBy(reader, rows.map((row) => row.postId));
    return rows
      .filter((row) => mine.has(row.postId))
      .map((row) => ({
        postId: row.postId,
        excerpt: excerpt(row.content ?? ''),
        action: row.action,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
      }));
  }

  /** Posts with open reports, awaiting review after automatic hiding, or hidden: for moderators. */
  async queue(): Promise<AnonymousQueueItemResponse[]> {
    const rows: (Pick<AnonymousPostRow, 'id' | 'content' | 'visibility' | 'openReportCount' | 'createdAt'> & { reasons: string[] | null })[] =
      await this.dataSource.query(
        `SELECT p.id, p.content, p.visibility, p.open_report_count AS "openReportCount", p.created_at AS "createdAt",
                (SELECT array_agg(r.reason ORDER BY r.event_position) FROM anonymous_post_reports r
                  WHERE r.post_id = p.id AND r.outcome = 'pending') AS reasons
           FROM anonymous_posts p
          WHERE p.open_report_count > 0 OR p.visibility <> 'shown'
          ORDER BY (p.visibility = 'pending_review') DESC, p.open_report_count DESC, p.created_at DESC
          LIMIT 200`,
      );
    return rows.map((row) => ({
      postId: row.id,
      content: row.content,
      visibility: row.visibility,
      openReportCount: row.openReportCount,
      reasons: row.reasons ?? [],
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** Every moderation action, newest first, with the moderator's name (null: the automatic hiding). */
  async moderationLog(): Promise<AnonymousModerationLogEntryResponse[]> {
    const rows: (Pick<AnonymousModerationLogRow, 'id' | 'postId' | 'action' | 'moderatorId' | 'reason' | 'createdAt'> & {
      content: string | null;
    })[] = await this.dataSource.query(
      `SELECT l.id, l.post_id AS "postId", l.action, l.moderator_id AS "moderatorId", l.reason, l.created_at AS "createdAt", p.content
         FROM anonymous_moderation_log l LEFT JOIN anonymous_posts p ON p.id = l.post_id
        ORDER BY l.event_position DESC LIMIT 200`,
    );
    const names = await this.users.displayNames([...new Set(rows.flatMap((row) => (row.moderatorId ? [row.moderatorId] : [])))]);
    return rows.map((row) => ({
      id: row.id,
      postId: row.postId,
      excerpt: row.content === null ? null : excerpt(row.content),
      action: row.action,
      reason: row.reason,
      moderatorName: row.moderatorId ? (names.get(row.moderatorId) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  private async withReaderFlags(rows: PostRecord[], reader: SessionUser): Promise<AnonymousPostResponse[]> {
    const ids = rows.map((row) => row.id);
    const supportProofs = ids.map((id) => this.proofs.supporter(reader.id, id));
    const supported: { post_id: string }[] = ids.length
      ? await this.dataSource.query(
          `SELECT s.post_id FROM anonymous_post_supports s JOIN unnest($1::text[], $2::text[]) AS mine(post_id, proof)
             ON s.post_id = mine.post_id AND s.supporter_proof = mine.proof`,
          [ids, supportProofs],
        )
      : [];
    const supportedIds = new Set(supported.map((row) => row.post_id));
    const mine = await this.ownedBy(reader, ids);
    return rows.map((row) => ({
      id: row.id,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      reactions: { support: row.supportCount },
      replyCount: row.replyCount,
      supportedByMe: supportedIds.has(row.id),
      mine: mine.has(row.id),
    }));
  }

  /** Which of `postIds` the reader wrote: each post's stored proof against the reader's, all compared. */
  private async ownedBy(reader: SessionUser, postIds: readonly string[]): Promise<Set<string>> {
    const states = await Promise.all(postIds.map((id) => this.aggregates.load(anonymousPostStream.streamId(id), anonymousPostDecider)));
    const owned = new Set<string>();
    states.forEach(({ state }, i) => {
      const expected = this.proofs.owner(reader.id, postIds[i]);
      if (state.status === 'live' && sameProof(state.ownerProof, expected)) owned.add(postIds[i]);
    });
    return owned;
  }
}

function excerpt(content: string): string {
  const chars = Array.from(content);
  return chars.length > EXCERPT ? `${chars.slice(0, EXCERPT).join('')}…` : content;
}
