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

/**
 * The author corrected their post: the new title, content and category (all three, trimmed, as
 * at creation). The text before stays in the read model's revisions (the edit history).
 */
export type ForumPostEdited = DomainEvent<'ForumPostEdited', { postId: string; title: string; content: string; categoryId: string }>;

/** The author corrected their reply: its new content (trimmed, as at creation). */
export type ForumReplyEdited = DomainEvent<'ForumReplyEdited', { postId: string; replyId: string; content: string }>;

/** The author deleted their post: gone for readers; kept for moderators while it has reports. */
export type ForumPostDeleted = DomainEvent<'ForumPostDeleted', { postId: string }>;

/** The author deleted their reply: its place in the thread says so; its text is kept for moderators. */
export type ForumReplyDeleted = DomainEvent<'ForumReplyDeleted', { postId: string; replyId: string }>;

/** One person took back their like of the post. */
export type ForumPostUnliked = DomainEvent<'ForumPostUnliked', { postId: string; userId: string }>;

/** One person's like of a reply; a person likes a reply once. */
export type ForumReplyLiked = DomainEvent<'ForumReplyLiked', { postId: string; replyId: string; userId: string }>;

/** One person took back their like of a reply. */
export type ForumReplyUnliked = DomainEvent<'ForumReplyUnliked', { postId: string; replyId: string; userId: string }>;

export type ForumPostEvent =
  | ForumPostCreated
  | ForumReplyAdded
  | ForumPostLiked
  | ForumPostViewed
  | ForumPostPinned
  | ForumPostReported
  | ForumPostHidden
  | ForumPostRestored
  | ForumPostEdited
  | ForumReplyEdited
  | ForumPostDeleted
  | ForumReplyDeleted
  | ForumPostUnliked
  | ForumReplyLiked
  | ForumReplyUnliked;

export const FORUM_POST_EVENT_SCHEMAS = eventSchemas<ForumPostEvent>({
  ForumPostCreated: 1,
  ForumReplyAdded: 1,
  ForumPostLiked: 1,
  ForumPostViewed: 1,
  ForumPostPinned: 1,
  ForumPostReported: 1,
  ForumPostHidden: 1,
  ForumPostRestored: 1,
  ForumPostEdited: 1,
  ForumReplyEdited: 1,
  ForumPostDeleted: 1,
  ForumReplyDeleted: 1,
  ForumPostUnliked: 1,
  ForumReplyLiked: 1,
  ForumReplyUnliked: 1,
});
