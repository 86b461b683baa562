import { timingSafeEqual } from 'node:crypto';
import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { AnonymousPostEvent } from '../events/anonymous-post.events.js';
import type { AnonymousPostCommand } from './anonymous-post.commands.js';
import { afterHidden, afterReported, afterRestored, decideHide, decideReport, decideRestore, MODERATION_MESSAGES } from '../../../platform/domain/moderation.js';
import { AlreadySupportedError, AnonymousPostNotFoundError } from './anonymous-post.errors.js';
import { ANONYMOUS_MESSAGES, anonymousText } from './anonymous-text.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

/**
 * An anonymous post (心の叫び) with its supports, replies, reports and moderation. Stream
 * `anonymous-post-<postId>`. The state knows the author only as `ownerProof`, a keyed hash the
 * handler computes (`OwnershipProofs`); the decider compares proofs in constant time.
 */
export const anonymousPostStream = streamCategory('anonymous-post');


export type AnonymousPostState =
  | { status: 'empty' }
  | {
      status: 'live';
      postId: string;
      ownerProof: string;
      supporterProofs: readonly string[];
      /** Members who reported it since its last review. */
      reporterIds: readonly string[];
      /** `pending_review`: hidden automatically by reports until a moderator decides. */
      visibility: 'shown' | 'pending_review' | 'hidden';
    }
  | { status: 'deleted' };

/** The actor's keyed hash for this post (or reply), computed by the handler: no command carries an identity to the decider's events. */
export interface ActorProof {
  proof: string;
}

export interface AnonymousPostFacts {
  CreateAnonymousPost: ActorProof;
  SupportAnonymousPost: ActorProof;
  ReplyToAnonymousPost: ActorProof;
  DeleteAnonymousPost: ActorProof;
  ReportAnonymousPost: ActorProof;
}

type Live = Extract<AnonymousPostState, { status: 'live' }>;

/** A live post, visible to members (a hidden one exists only for moderators). */
function visible(state: AnonymousPostState): Live {
  if (state.status !== 'live' || state.visibility !== 'shown') throw new AnonymousPostNotFoundError();
  return state;
}

function live(state: AnonymousPostState): Live {
  if (state.status !== 'live') throw new AnonymousPostNotFoundError();
  return state;
}

/** Constant-time equality of two hex proofs. */
export function sameProof(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

function decide(command: AnonymousPostCommand, state: AnonymousPostState, facts?: ActorProof): AnonymousPostEvent[] {
  const proof = facts?.proof ?? '';
  switch (command.type) {
    case 'CreateAnonymousPost': {
      if (state.status !== 'empty') return [];
      const content = anonymousText(command.data.content, ANONYMOUS_MESSAGES.contentBlank, ANONYMOUS_MESSAGES.contentTooLong, 'INVALID_CONTENT');
      return [{ type: 'AnonymousPostCreated', data: { postId: command.data.postId, content, ownerProof: proof } }];
    }
    case 'SupportAnonymousPost': {
      const post = visible(state);
      if (post.supporterProofs.some((p) => sameProof(p, proof))) throw new AlreadySupportedError();
      return [{ type: 'AnonymousPostSupported', data: { postId: post.postId, supporterProof: proof } }];
    }
    case 'ReplyToAnonymousPost': {
      const post = visible(state);
      const content = anonymousText(command.data.content, ANONYMOUS_MESSAGES.replyBlank, ANONYMOUS_MESSAGES.replyTooLong, 'INVALID_REPLY');
      return [{ type: 'AnonymousReplyAdded', data: { postId: post.postId, replyId: command.data.replyId, content, ownerProof: proof } }];
    }
    case 'DeleteAnonymousPost': {
      const post = live(state);
      // Someone else's post is answered exactly like an unknown one.
      if (!sameProof(post.ownerProof, proof)) throw new AnonymousPostNotFoundError();
      return [{ type: 'AnonymousPostDeleted', data: { postId: post.postId } }];
    }
    case 'ReportAnonymousPost': {
      const post = visible(state);
      const reporterId = command.actor.id;
      const verdict = decideReport(post, { reporterId, isOwnText: sameProof(post.ownerProof, proof), reason: command.data.reason });
      const reported: AnonymousPostEvent = {
        type: 'AnonymousPostReported',
        data: { postId: post.postId, reportId: command.data.reportId, reporterId, reason: verdict.reason },
      };
      if (!verdict.hidesUntilReview) return [reported];
      return [
        reported,
        { type: 'AnonymousPostHidden', data: { postId: post.postId, moderatorId: null, reason: MODERATION_MESSAGES.autoHidden, automatic: true } },
      ];
    }
    case 'HideAnonymousPost': {
      const post = live(state);
      const reason = decideHide(post, command.data.reason);
      return [{ type: 'AnonymousPostHidden', data: { postId: post.postId, moderatorId: command.actor.id, reason, automatic: false } }];
    }
    case 'RestoreAnonymousPost': {
      const post = live(state);
      const reason = decideRestore(post, command.data.reason);
      return [{ type: 'AnonymousPostRestored', data: { postId: post.postId, moderatorId: command.actor.id, reason } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: AnonymousPostState, event: AnonymousPostEvent): AnonymousPostState {
  switch (event.type) {
    case 'AnonymousPostCreated':
      return { status: 'live', postId: event.data.postId, ownerProof: event.data.ownerProof, supporterProofs: [], reporterIds: [], visibility: 'shown' };
    case 'AnonymousPostSupported':
      if (state.status !== 'live') return state;
      return { ...state, supporterProofs: [...state.supporterProofs, event.data.supporterProof] };
    case 'AnonymousReplyAdded':
      return state;
    case 'AnonymousPostDeleted':
      return { status: 'deleted' };
    case 'AnonymousPostReported':
      if (state.status !== 'live') return state;
      return { ...state, ...afterReported(state, event.data.reporterId) };
    case 'AnonymousPostHidden':
      if (state.status !== 'live') return state;
      return { ...state, ...afterHidden(state, event.data.automatic) };
    case 'AnonymousPostRestored':
      // A reviewed post: later reports count afresh towards the automatic hiding.
      if (state.status !== 'live') return state;
      return { ...state, ...afterRestored() };
    default:
      return assertNever(event);
  }
}

/** The state as the admin event log shows it: that proofs exist, never their values (decision 0057). */
export function anonymousPostStateShown(state: AnonymousPostState, hidden: string): AnonymousPostState {
  if (state.status !== 'live') return state;
  return { ...state, ownerProof: hidden, supporterProofs: state.supporterProofs.map(() => hidden) };
}

export const anonymousPostDecider: Decider<AnonymousPostState, AnonymousPostCommand, AnonymousPostEvent, AnonymousPostFacts> = {
  initialState: () => ({ status: 'empty' }),
  evolve,
  decide,
};
