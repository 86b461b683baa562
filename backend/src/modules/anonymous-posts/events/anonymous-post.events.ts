import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

// Events of an anonymous post (心の叫び), stream `anonymous-post-<postId>`. They never carry the
// author: `ownerProof` is a keyed hash of (author, post) that only the server can recompute for a
// signed-in user (docs/decisions/0036-anonymous-posts-ownership.md), and their metadata's userId is
// null (the module's requests run without a user in the request context).

export type AnonymousPostCreated = DomainEvent<'AnonymousPostCreated', { postId: string; content: string; ownerProof: string }>;

/** One person's support; `supporterProof` is a keyed hash of (supporter, post), so the same person counts once. */
export type AnonymousPostSupported = DomainEvent<'AnonymousPostSupported', { postId: string; supporterProof: string }>;

export type AnonymousReplyAdded = DomainEvent<'AnonymousReplyAdded', { postId: string; replyId: string; content: string; ownerProof: string }>;

/** The author took the post back. */
export type AnonymousPostDeleted = DomainEvent<'AnonymousPostDeleted', { postId: string }>;

/** A member reported the post; the reporter (never the author) is named so that they can learn the outcome. */
export type AnonymousPostReported = DomainEvent<'AnonymousPostReported', { postId: string; reportId: string; reporterId: string; reason: string }>;

/** Hidden by a moderator, or automatically (`moderatorId` null) when enough members reported it. */
export type AnonymousPostHidden = DomainEvent<
  'AnonymousPostHidden',
  { postId: string; moderatorId: string | null; reason: string; automatic: boolean }
>;

export type AnonymousPostRestored = DomainEvent<'AnonymousPostRestored', { postId: string; moderatorId: string; reason: string }>;

export type AnonymousPostEvent =
  | AnonymousPostCreated
  | AnonymousPostSupported
  | AnonymousReplyAdded
  | AnonymousPostDeleted
  | AnonymousPostReported
  | AnonymousPostHidden
  | AnonymousPostRestored;

// The proofs are secret fields: the admin event log shows that they exist, never their value (decision 0057).
export const ANONYMOUS_POST_EVENT_SCHEMAS = eventSchemas<AnonymousPostEvent>({
  AnonymousPostCreated: { version: 1, secret: ['ownerProof'] },
  AnonymousPostSupported: { version: 1, secret: ['supporterProof'] },
  AnonymousReplyAdded: { version: 1, secret: ['ownerProof'] },
  AnonymousPostDeleted: 1,
  AnonymousPostReported: 1,
  AnonymousPostHidden: 1,
  AnonymousPostRestored: 1,
});
