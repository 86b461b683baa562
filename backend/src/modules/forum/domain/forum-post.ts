import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { ForumPostEvent } from '../events/forum-post.events.js';
import { forumCategory } from './forum-categories.js';
import type { ForumPostCommand } from './forum-post.commands.js';
import { AlreadyLikedError, ForumPostNotFoundError, ForumReplyNotFoundError, UnknownForumCategoryError } from './forum-post.errors.js';
import { FORUM_LIMITS, FORUM_MESSAGES, forumText } from './forum-text.js';

/** A forum post with its thread, likes, views and pin. Stream `forum-post-<postId>`. */
export const forumPostStreamId = (postId: string) => `forum-post-${postId}`;

export type ForumPostState =
  | { status: 'empty' }
  | { status: 'live'; postId: string; likerIds: readonly string[]; replyIds: readonly string[]; isPinned: boolean };

type Live = Extract<ForumPostState, { status: 'live' }>;

function live(state: ForumPostState): Live {
  if (state.status !== 'live') throw new ForumPostNotFoundError();
  return state;
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
      const post = live(state);
      const { replyId, parentReplyId } = command.data;
      const content = forumText(command.data.content, FORUM_LIMITS.reply, FORUM_MESSAGES.replyRequired, FORUM_MESSAGES.replyTooLong);
      if (parentReplyId !== null && !post.replyIds.includes(parentReplyId)) throw new ForumReplyNotFoundError();
      return [{ type: 'ForumReplyAdded', data: { postId: post.postId, replyId, parentReplyId, authorId: command.actor.id, content } }];
    }
    case 'LikeForumPost': {
      const post = live(state);
      if (post.likerIds.includes(command.actor.id)) throw new AlreadyLikedError();
      return [{ type: 'ForumPostLiked', data: { postId: post.postId, userId: command.actor.id } }];
    }
    case 'RecordForumPostView':
      return [{ type: 'ForumPostViewed', data: { postId: live(state).postId } }];
    case 'PinForumPost': {
      const post = live(state);
      if (post.isPinned === command.data.isPinned) return [];
      return [{ type: 'ForumPostPinned', data: { postId: post.postId, isPinned: command.data.isPinned } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: ForumPostState, event: ForumPostEvent): ForumPostState {
  switch (event.type) {
    case 'ForumPostCreated':
      return { status: 'live', postId: event.data.postId, likerIds: [], replyIds: [], isPinned: false };
    case 'ForumReplyAdded':
      if (state.status !== 'live') return state;
      return { ...state, replyIds: [...state.replyIds, event.data.replyId] };
    case 'ForumPostLiked':
      if (state.status !== 'live') return state;
      return { ...state, likerIds: [...state.likerIds, event.data.userId] };
    case 'ForumPostViewed':
      return state;
    case 'ForumPostPinned':
      if (state.status !== 'live') return state;
      return { ...state, isPinned: event.data.isPinned };
    default:
      return assertNever(event);
  }
}

export const forumPostDecider: Decider<ForumPostState, ForumPostCommand, ForumPostEvent> = {
  initialState: () => ({ status: 'empty' }),
  evolve,
  decide,
};
