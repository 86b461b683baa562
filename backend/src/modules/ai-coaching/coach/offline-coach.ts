import type { CoachKnowledge } from './coach-knowledge.port.js';
import type { Coach, CoachReply, CoachRequest } from './coach.port.js';
import { replyWithBoardFacts } from './analysis/board-analysis.js';
import { userAnswers } from './coaching-model.js';
import { conversationReply } from './conversation/conversation.js';
import { personaReply } from './roleplay/persona.js';

/** Splits a reply into the pieces it streams in: a few characters each, as a model would send them. */
export async function* inPieces(text: string, size = 8): AsyncIterable<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

/** How many passages a reply weighs: one knowledge lookup, the best few of it. */
export const PASSAGES_PER_REPLY = 3;

/**
 * The coach that answers with no provider set: the coaching conversation of decision 0074
 * (`conversation/conversation.ts`), grounded in the passages one knowledge lookup finds for the
 * message. It answers a question first, acknowledges a statement in its own words, follows what
 * the thread has established and closes with a summary and next steps. Each kind of session is
 * one branch of `reply`; role-play sessions are answered by the scenario's persona.
 */
export class OfflineCoach implements Coach {
  readonly provider = 'offline';

  constructor(private readonly knowledge: CoachKnowledge) {}

  async reply(request: CoachRequest): Promise<CoachReply> {
    if (request.context) return replyWithBoardFacts({ ...request, context: request.context }, (plain) => this.reply(plain));
    const answers = userAnswers(request.history);
    if (request.sessionType === 'roleplay') {
      const { content } = personaReply(request.scenarioId, answers);
      return { citations: [], chunks: inPieces(content) };
    }
    return this.conversation(request, answers);
  }

  /** A coaching, planning or reflection turn. */
  private async conversation(request: CoachRequest, answers: readonly string[]): Promise<CoachReply> {
    const latest = answers.at(-1) ?? '';
    const passages = await this.knowledge.find(`${latest} ${request.topic ?? ''}`, PASSAGES_PER_REPLY);
    const { text, citations } = conversationReply(request.sessionType, request.history, passages);
    return { citations, chunks: inPieces(text) };
  }
}
