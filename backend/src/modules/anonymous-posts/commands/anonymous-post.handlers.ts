import type { Type } from '@nestjs/common';
import { passThrough } from '../../../platform/commands/pass-through.js';
import { sharedHandler } from '../../../platform/commands/shared-handler.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import {
  CreateAnonymousPost,
  DeleteAnonymousPost,
  HideAnonymousPost,
  ReplyToAnonymousPost,
  ReportAnonymousPost,
  RestoreAnonymousPost,
  SupportAnonymousPost,
} from '../domain/anonymous-post.commands.js';
import { anonymousPostDecider, anonymousPostStream } from '../domain/anonymous-post.js';
import { AnonymousWriteMixer } from './anonymous-write-mixer.js';
import { OwnershipProofs } from './ownership-proofs.js';

type ProvedCommand = CreateAnonymousPost | SupportAnonymousPost | ReplyToAnonymousPost | DeleteAnonymousPost | ReportAnonymousPost;

interface Proved<C extends ProvedCommand, Result> {
  /** The actor's keyed hash the decider checks or stores (decision 0036). */
  proof: (proofs: OwnershipProofs, command: C) => string;
  /** Written through the `AnonymousWriteMixer` (a post, a reply, a support, a deletion), so neither its time nor its order tells who wrote it. */
  mixed: boolean;
  answer?: (command: C) => Result;
}

/**
 * The handler of a command on an anonymous post that names its actor only as a keyed hash: the
 * handler computes the proof from the actor and the post (or reply), the decider decides on the
 * post's stream with it, and the write is appended, through the mixer when `mixed`
 * (`sharedHandler`, platform/commands/shared-handler.ts, makes the class Nest registers).
 */
const proved = <C extends ProvedCommand, Result = void>(command: Type<C>, how: Proved<C, Result>) =>
  sharedHandler(command, [AggregateStore, OwnershipProofs, AnonymousWriteMixer], async (cmd, aggregates, proofs, mixer): Promise<Result> => {
    const proof = how.proof(proofs, cmd);
    const append = () =>
      aggregates.execute(anonymousPostStream.streamId(cmd.data.postId), anonymousPostDecider, (state) => anonymousPostDecider.decide(cmd as ProvedCommand, state, { proof }));
    await (how.mixed ? mixer.write(append) : append());
    return how.answer ? how.answer(cmd) : (undefined as Result);
  });

const onPost = (command: { data: { postId: string } }) => anonymousPostStream.streamId(command.data.postId);

/**
 * 心の叫び's command handlers. Hiding and restoring are moderators' (the route's access rule; the
 * moderator is named in the event, the author never), so they need no proof: pass-through
 * registrations (platform/commands/pass-through.ts). A report is proved but not mixed: the
 * reporter is named in their own report.
 */
export const ANONYMOUS_POST_COMMAND_HANDLERS = [
  proved(CreateAnonymousPost, { proof: (p, c) => p.owner(c.actor.id, c.data.postId), mixed: true, answer: (c) => ({ id: c.data.postId }) }),
  proved(SupportAnonymousPost, { proof: (p, c) => p.supporter(c.actor.id, c.data.postId), mixed: true }),
  proved(ReplyToAnonymousPost, { proof: (p, c) => p.owner(c.actor.id, c.data.replyId), mixed: true, answer: (c) => ({ id: c.data.replyId }) }),
  proved(DeleteAnonymousPost, { proof: (p, c) => p.owner(c.actor.id, c.data.postId), mixed: true }),
  proved(ReportAnonymousPost, { proof: (p, c) => p.owner(c.actor.id, c.data.postId), mixed: false, answer: (c) => ({ id: c.data.reportId }) }),
  passThrough(HideAnonymousPost, onPost, anonymousPostDecider),
  passThrough(RestoreAnonymousPost, onPost, anonymousPostDecider),
];
