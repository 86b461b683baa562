import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import {
  afterHidden,
  afterReported,
  afterRestored,
  decideHide,
  decideReport,
  decideRestore,
  MODERATION_MESSAGES,
  UNMODERATED,
  type ModerationState,
} from '../../../platform/domain/moderation.js';
import type { ForumPostEvent } from '../events/forum-post.events.js';
import { forumCategory } from './forum-categories.js';
import type { ForumPostCommand } from './forum-post.commands.js';
import {
  AlreadyLikedError,
  AlreadyLikedReplyError,
  ForumPostDeletedError,
  ForumPostNotFoundError,
  ForumReplyDeletedError,
  ForumReplyNotFoundError,
  NotForumAuthorError,
  UnknownForumCategoryError,
} from './forum-post.errors.js';
import { FORUM_LIMITS, FORUM_MESSAGES, forumText } from './forum-text.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

/**
 * A forum post with its thread, likes, views, pin, reports and moderation. Stream
 * `forum-post-<postId>`. Reports and moderators' decisions follow the shared policy
 * (platform/domain/moderation.ts), for the post and for each reply on its own.
 */
export const forumPostStream = streamCategory('forum-post');

export type ForumPostState =
  | { status: 'empty' }
  | {
      status: 'live';
      postId: string;
      likerIds: readonly string[];
      replyIds: readonly string[];
      isPinned: boolean;
      /** The author of the post (key `postId`) and of each reply (key `replyId`). */
      authorIds: Readonly<Record<string, string>>;
      /** Reports and visibility of the post (key `postId`) and of each reply (key `replyId`). */
      moderation: Readonly<Record<string, ModerationState>>;
      /** The current texts, to tell an edit that changes nothing (key `postId` or `replyId`). */
      texts: Readonly<Record<string, { title: string; content: string; categoryId: string }>>;
      /** The post (key `postId`) and replies their authors deleted. */
      deletedIds: readonly string[];
      /** Who likes each reply (key `replyId`). */
      replyLikerIds: Readonly<Record<string, readonly string[]>>;
    };

type Live = Extract<ForumPostState, { status: 'live' }>;

function live(state: ForumPostState): Live {
  if (state.status !== 'live') throw new ForumPostNotFoundError();
  return state;
}

const moderationOf = (post: Live, targetId: string): ModerationState => post.moderation[targetId] ?? UNMODERATED;

/**
 * A post members can see: a hidden post (or one awaiting review) exists only for moderators, a
 * deleted one for no one but them (they may still decide its reports).
 */
function shown(state: ForumPostState): Live {
  const post = live(state);
  if (moderationOf(post, post.postId).visibility !== 'shown') throw new ForumPostNotFoundError();
  if (post.deletedIds.includes(post.postId)) throw new ForumPostDeletedError();
  return post;
}

/** A reply members can see in a shown post: neither hidden nor deleted. */
function shownReply(post: Live, replyId: string): string {
  if (!post.replyIds.includes(replyId)) throw new ForumReplyNotFoundError();
  if (post.deletedIds.includes(replyId)) throw new ForumReplyDeletedError();
  if (moderationOf(post, replyId).visibility !== 'shown') throw new ForumReplyNotFoundError();
  return replyId;
}

/** Only the author edits or deletes their text. */
function ownText(post: Live, targetId: string, actorId: string): void {
  if (post.authorIds[targetId] !== actorId) throw new NotForumAuthorError();
}

/** The moderated text: the post itself (`replyId` null) or one of its replies. */
function target(post: Live, replyId: string | null): string {
  if (replyId === null) return post.postId;
  if (!post.replyIds.includes(replyId)) throw new ForumReplyNotFoundError();
  return replyId;
}

function withModeration(state: ForumPostState, replyId: string | null, change: (m: ModerationState) => ModerationState): ForumPostState {
  if (state.status !== 'live') return state;
  const key = replyId ?? state.postId;
  return { ...state, moderation: { ...state.moderation, [key]: change(moderationOf(state, key)) } };
}

function decide(command: ForumPostCommand, state: ForumPostState): ForumPostEvent[] {
  switch (command.type) {
    case 'CreateForumPost': {
      if (state.status !== 'empty') return [];
      const { postId, categoryId } = command.data;
      const title = forumText(command.data.title, FORUM_LIMITS.title, FORUM_MESSAGES.titleRequired, FORUM_MESSAGES.titleTooLong);
      const content = forumText(command.data.content, FORUM_LIMITS.content, FORUM_MESSAGES.contentRequired, FORUM_MESSAGES.contentTooLong);
      if (!forumCategory(categoryId)?.isActive) throw new UnknownForumCategoryError();
      return [{ type: 'ForumPostCreated', data: { postId, categoryId, authorId: command.actor.id, title, content } }];
    }
    case 'ReplyToForumPost': {
      const post = shown(state);
      const { replyId, parentReplyId } = command.data;
      const content = forumText(command.data.content, FORUM_LIMITS.reply, FORUM_MESSAGES.replyRequired, FORUM_MESSAGES.replyTooLong);
      if (parentReplyId !== null) shownReply(post, parentReplyId);
      return [{ type: 'ForumReplyAdded', data: { postId: post.postId, replyId, parentReplyId, authorId: command.actor.id, content } }];
    }
    case 'LikeForumPost': {
      const post = shown(state);
      if (post.likerIds.includes(command.actor.id)) throw new AlreadyLikedError();
      return [{ type: 'ForumPostLiked', data: { postId: post.postId, userId: command.actor.id } }];
    }
    case 'RecordForumPostView':
      return [{ type: 'ForumPostViewed', data: { postId: shown(state).postId } }];
    case 'PinForumPost': {
      const post = live(state);
      if (post.isPinned === command.data.isPinned) return [];
      return [{ type: 'ForumPostPinned', data: { postId: post.postId, isPinned: command.data.isPinned } }];
    }
    case 'ReportForumPost': {
      const post = shown(state);
      const { replyId, reportId } = command.data;
      const targetId = replyId === null ? post.postId : shownReply(post, replyId);
      const moderation = moderationOf(post, targetId);
      if (moderation.visibility !== 'shown') throw new ForumReplyNotFoundError();
      const reporterId = command.actor.id;
      const verdict = decideReport(moderation, { reporterId, isOwnText: post.authorIds[targetId] === reporterId, reason: command.data.reason });
      const reported: ForumPostEvent = { type: 'ForumPostReported', data: { postId: post.postId, replyId, reportId, reporterId, reason: verdict.reason } };
      if (!verdict.hidesUntilReview) return [reported];
      return [
        reported,
        { type: 'ForumPostHidden', data: { postId: post.postId, replyId, moderatorId: null, reason: MODERATION_MESSAGES.autoHidden, automatic: true } },
      ];
    }
    case 'HideForumPost': {
      const post = live(state);
      const { replyId } = command.data;
      const reason = decideHide(moderationOf(post, target(post, replyId)), command.data.reason);
      return [{ type: 'ForumPostHidden', data: { postId: post.postId, replyId, moderatorId: command.actor.id, reason, automatic: false } }];
    }
    case 'RestoreForumPost': {
      const post = live(state);
      const { replyId } = command.data;
      const reason = decideRestore(moderationOf(post, target(post, replyId)), command.data.reason);
      return [{ type: 'ForumPostRestored', data: { postId: post.postId, replyId, moderatorId: command.actor.id, reason } }];
    }
    case 'EditForumPost': {
      const post = shown(state);
      ownText(post, post.postId, command.actor.id);
      const current = post.texts[post.postId];
      const title = forumText(command.data.title ?? current.title, FORUM_LIMITS.title, FORUM_MESSAGES.titleRequired, FORUM_MESSAGES.titleTooLong);
      const content = forumText(command.data.content ?? current.content, FORUM_LIMITS.content, FORUM_MESSAGES.contentRequired, FORUM_MESSAGES.contentTooLong);
      const categoryId = command.data.categoryId ?? current.categoryId;
      if (!forumCategory(categoryId)?.isActive) throw new UnknownForumCategoryError();
      if (title === current.title && content === current.content && categoryId === current.categoryId) return [];
      return [{ type: 'ForumPostEdited', data: { postId: post.postId, title, content, categoryId } }];
    }
    case 'EditForumReply': {
      const post = shown(state);
      const replyId = shownReply(post, command.data.replyId);
      ownText(post, replyId, command.actor.id);
      const content = forumText(command.data.content, FORUM_LIMITS.reply, FORUM_MESSAGES.replyRequired, FORUM_MESSAGES.replyTooLong);
      if (content === post.texts[replyId].content) return [];
      return [{ type: 'ForumReplyEdited', data: { postId: post.postId, replyId, content } }];
    }
    case 'DeleteForumPost': {
      const post = shown(state);
      const { replyId } = command.data;
      if (replyId === null) {
        ownText(post, post.postId, command.actor.id);
        return [{ type: 'ForumPostDeleted', data: { postId: post.postId } }];
      }
      ownText(post, shownReply(post, replyId), command.actor.id);
      return [{ type: 'ForumReplyDeleted', data: { postId: post.postId, replyId } }];
    }
    case 'LikeForumReply': {
      const post = shown(state);
      const replyId = shownReply(post, command.data.replyId);
      if ((post.replyLikerIds[replyId] ?? []).includes(command.actor.id)) throw new AlreadyLikedReplyError();
      return [{ type: 'ForumReplyLiked', data: { postId: post.postId, replyId, userId: command.actor.id } }];
    }
    case 'UnlikeForumPost': {
      const post = shown(state);
      const { replyId } = command.data;
      const userId = command.actor.id;
      if (replyId === null) return post.likerIds.includes(userId) ? [{ type: 'ForumPostUnliked', data: { postId: post.postId, userId } }] : [];
      shownReply(post, replyId);
      if (!(post.replyLikerIds[replyId] ?? []).includes(userId)) return [];
      return [{ type: 'ForumReplyUnliked', data: { postId: post.postId, replyId, userId } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: ForumPostState, event: ForumPostEvent): ForumPostState {
  switch (event.type) {
    case 'ForumPostCreated':
      return {
        status: 'live',
        postId: event.data.postId,
        likerIds: [],
        replyIds: [],
        isPinned: false,
        authorIds: { [event.data.postId]: event.data.authorId },
        moderation: {},
        texts: { [event.data.postId]: { title: event.data.title, content: event.data.content, categoryId: event.data.categoryId } },
        deletedIds: [],
        replyLikerIds: {},
      };
    case 'ForumReplyAdded':
      if (state.status !== 'live') return state;
      return {
        ...state,
        replyIds: [...state.replyIds, event.data.replyId],
        authorIds: { ...state.authorIds, [event.data.replyId]: event.data.authorId },
        texts: { ...state.texts, [event.data.replyId]: { title: '', content: event.data.content, categoryId: '' } },
      };
    case 'ForumPostLiked':
      if (state.status !== 'live') return state;
      return { ...state, likerIds: [...state.likerIds, event.data.userId] };
    case 'ForumPostViewed':
      return state;
    case 'ForumPostPinned':
      if (state.status !== 'live') return state;
      return { ...state, isPinned: event.data.isPinned };
    case 'ForumPostReported':
      return withModeration(state, event.data.replyId, (m) => afterReported(m, event.data.reporterId));
    case 'ForumPostHidden':
      return withModeration(state, event.data.replyId, (m) => afterHidden(m, event.data.automatic));
    case 'ForumPostRestored':
      return withModeration(state, event.data.replyId, () => afterRestored());
    case 'ForumPostEdited': {
      if (state.status !== 'live') return state;
      const { postId, title, content, categoryId } = event.data;
      return { ...state, texts: { ...state.texts, [postId]: { title, content, categoryId } } };
    }
    case 'ForumReplyEdited':
      if (state.status !== 'live') return state;
      return { ...state, texts: { ...state.texts, [event.data.replyId]: { title: '', content: event.data.content, categoryId: '' } } };
    case 'ForumPostDeleted':
      if (state.status !== 'live') return state;
      return { ...state, deletedIds: [...state.deletedIds, event.data.postId] };
    case 'ForumReplyDeleted':
      if (state.status !== 'live') return state;
      return { ...state, deletedIds: [...state.deletedIds, event.data.replyId] };
    case 'ForumPostUnliked':
      if (state.status !== 'live') return state;
      return { ...state, likerIds: state.likerIds.filter((id) => id !== event.data.userId) };
    case 'ForumReplyLiked': {
      if (state.status !== 'live') return state;
      const { replyId, userId } = event.data;
      return { ...state, replyLikerIds: { ...state.replyLikerIds, [replyId]: [...(state.replyLikerIds[replyId] ?? []), userId] } };
    }
    case 'ForumReplyUnliked': {
      if (state.status !== 'live') return state;
      const { replyId, userId } = event.data;
      return { ...state, replyLikerIds: { ...state.replyLikerIds, [replyId]: (state.replyLikerIds[replyId] ?? []).filter((id) => id !== userId) } };
    }
    default:
      return assertNever(event);
  }
}

export const forumPostDecider: Decider<ForumPostState, ForumPostCommand, ForumPostEvent> = {
  initialState: () => ({ status: 'empty' }),
  evolve,
  decide,
};
