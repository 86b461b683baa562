import { Inject, type Type } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import { passThrough } from '../../../platform/commands/pass-through.js';
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
import { anonymousPostDecider, anonymousPostStreamId } from '../domain/anonymous-post.js';
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
 * post's stream with it, and the write is appended, through the mixer when `mixed`. Nest
 * registers a handler class per command, so this makes one, named after its command.
 */
function proved<C extends ProvedCommand, Result = void>(command: Type<C>, how: Proved<C, Result>): Type<{ execute(command: C): Promise<Result> }> {
  @CommandHandler(command)
  class ProvedCommandHandler {
    constructor(
      @Inject(AggregateStore) private readonly aggregates: AggregateStore,
      @Inject(OwnershipProofs) private readonly proofs: OwnershipProofs,
      @Inject(AnonymousWriteMixer) private readonly mixer: AnonymousWriteMixer,
    ) {}

    async execute(cmd: C): Promise<Result> {
      const proof = how.proof(this.proofs, cmd);
      const append = () =>
        this.aggregates.execute(anonymousPostStreamId(cmd.data.postId), anonymousPostDecider, (state) => anonymousPostDecider.decide(cmd as ProvedCommand, state, { proof }));
      await (how.mixed ? this.mixer.write(append) : append());
      return how.answer ? how.answer(cmd) : (undefined as Result);
    }
  }
  Object.defineProperty(ProvedCommandHandler, 'name', { value: `${command.name}Handler` });
  return ProvedCommandHandler;
}

const onPost = (command: { data: { postId: string } }) => anonymousPostStreamId(command.data.postId);

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
