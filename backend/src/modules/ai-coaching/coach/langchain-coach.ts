import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import type { CoachKnowledge } from './coach-knowledge.port.js';
import { CoachUnavailableError, type Coach, type CoachReply, type CoachRequest } from './coach.port.js';
import { boardFactsPrompt } from './analysis/board-analysis.js';
import { userAnswers } from './coaching-model.js';
import { conversationPrompt, type PromptPassage } from './conversation/prompt.js';
import { PASSAGES_PER_REPLY } from './offline-coach.js';
import { roleplayPrompt } from './roleplay/prompt.js';

/** The system prompt: a role-play persona's, or the coaching conversation's (decision 0074: `conversation/prompt.ts`). */
export function systemPrompt(request: CoachRequest, passages: PromptPassage[]): string {
  if (request.sessionType === 'roleplay') return roleplayPrompt(request.scenarioId, userAnswers(request.history));
  const { prompt } = conversationPrompt(request.sessionType, request.topic, request.history, passages);
  return request.context ? [prompt, boardFactsPrompt(request.context)].join('\n') : prompt;
}

function text(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => (typeof part === 'string' ? part : ((part as { text?: string }).text ?? ''))).join('');
  return '';
}

/**
 * A coach answered by a LangChain chat model (`AI_PROVIDER`). It retrieves the same passages as
 * the offline coach, puts them and the coaching model's stage into the system prompt, and streams
 * the model's answer. A provider error or a timeout before the first piece is a
 * `CoachUnavailableError`; one after it ends the stream with that error (the caller marks the
 * reply cut off).
 */
export class LangChainCoach implements Coach {
  constructor(
    readonly provider: string,
    private readonly model: BaseChatModel,
    private readonly knowledge: CoachKnowledge,
    private readonly timeoutMs: number,
  ) {}

  async reply(request: CoachRequest, signal: AbortSignal): Promise<CoachReply> {
    const latest = userAnswers(request.history).at(-1) ?? '';
    const passages = request.sessionType === 'roleplay' ? [] : await this.knowledge.find(`${latest} ${request.topic ?? ''}`, PASSAGES_PER_REPLY);
    const citations = request.sessionType === 'roleplay' ? [] : conversationPrompt(request.sessionType, request.topic, request.history, passages).citations;
    const messages: BaseMessage[] = [
      new SystemMessage(systemPrompt(request, passages)),
      ...request.history.map((turn) => (turn.role === 'user' ? new HumanMessage(turn.content) : new AIMessage(turn.content))),
    ];
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const combined = AbortSignal.any([signal, timeout]);
    const failure = (error: unknown) => new CoachUnavailableError(timeout.aborted ? 'timeout' : 'provider_error', error);
    let stream: AsyncIterator<{ content: unknown }>;
    let first: IteratorResult<{ content: unknown }>;
    try {
      stream = (await this.model.stream(messages, { signal: combined }))[Symbol.asyncIterator]();
      first = await stream.next();
    } catch (error) {
      throw failure(error);
    }
    async function* chunks(): AsyncIterable<string> {
      let step = first;
      while (!step.done) {
        const piece = text(step.value.content);
        if (piece) yield piece;
        try {
          step = await stream.next();
        } catch (error) {
          throw failure(error);
        }
      }
    }
    return { citations, chunks: chunks() };
  }
}
