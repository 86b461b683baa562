import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

// Events of a forum post and its thread, stream `forum-post-<postId>`.

export type ForumPostCreated = DomainEvent<
  'ForumPostCreated',
  { postId: string; categoryId: string; authorId: string; title: string; content: string }
>;

/** A reply to the post (`parentReplyId` null) or to one of its replies. */
export type ForumReplyAdded = DomainEvent<
  'ForumReplyAdded',
  { postId: string; replyId: string; parentReplyId: string | null; authorId: string; content: string }
>;

/** One person's like; a person likes a post once. */
export type ForumPostLiked = DomainEvent<'ForumPostLiked', { postId: string; userId: string }>;

/** The post's page was opened (the viewer is not recorded). */
export type ForumPostViewed = DomainEvent<'ForumPostViewed', { postId: string }>;

/** A moderator pinned the post to the top of its lists, or took it off. */
export type ForumPostPinned = DomainEvent<'ForumPostPinned', { postId: string; isPinned: boolean }>;

/**
 * A member reported the post (`replyId` null) or one of its replies. The reporter is named so that
 * they can learn the outcome; moderators see the reason, not the reporter.
 */
export type ForumPostReported = DomainEvent<
  'ForumPostReported',
  { postId: string; replyId: string | null; reportId: string; reporterId: string; reason: string }
>;

/** The post or a reply was hidden by a moderator, or automatically (`moderatorId` null) when enough members reported it. */
export type ForumPostHidden = DomainEvent<
  'ForumPostHidden',
  { postId: string; replyId: string | null; moderatorId: string | null; reason: string; automatic: boolean }
>;

/** A moderator showed the post or reply again after review. */
export type ForumPostRestored = DomainEvent<'ForumPostRestored', { postId: string; replyId: string | null; moderatorId: string; reason: string }>;

export type ForumPostEvent =
  | ForumPostCreated
  | ForumReplyAdded
  | ForumPostLiked
  | ForumPostViewed
  | ForumPostPinned
  | ForumPostReported
  | ForumPostHidden
  | ForumPostRestored;

export const FORUM_POST_EVENT_SCHEMAS = eventSchemas<ForumPostEvent>({
  ForumPostCreated: 1,
  ForumReplyAdded: 1,
  ForumPostLiked: 1,
  ForumPostViewed: 1,
  ForumPostPinned: 1,
  ForumPostReported: 1,
  ForumPostHidden: 1,
  ForumPostRestored: 1,
});
