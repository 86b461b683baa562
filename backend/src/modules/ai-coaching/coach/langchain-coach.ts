import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import type { CoachKnowledge } from './coach-knowledge.port.js';
import { CoachUnavailableError, type Coach, type CoachReply, type CoachRequest } from './coach.port.js';
import { boardFactsPrompt } from './analysis/board-analysis.js';
import { citationOf, stagesOf, userAnswers } from './coaching-model.js';
import { roleplayPrompt } from './roleplay/prompt.js';

/** The system prompt: the coaching model's stage, the passages to ground in, and the rules of a turn. */
export function systemPrompt(request: CoachRequest, passages: { title: string; snippet: string }[]): string {
  if (request.sessionType === 'roleplay') return roleplayPrompt(request.scenarioId, userAnswers(request.history));
  const stages = stagesOf(request.sessionType);
  const answered = userAnswers(request.history).length;
  const next = stages[answered];
  return [
    'あなたは書籍「ピボット」「全員経営」の考え方に基づく日本語のコーチです。',
    `セッションの種類: ${request.sessionType}。テーマ: ${request.topic ?? '（未設定）'}。`,
    `進め方: ${stages.map((s) => s.label).join(' → ')}。次に扱う段階: ${next ? `${next.label}（例: ${next.question}）` : 'まとめ'}。`,
    '相手の言葉を短く受け止め、下の参考から一つの考え方を『タイトル』の形で名前を挙げて結びつけ、最後に開かれた質問を一つだけしてください。助言を並べないでください。',
    '参考:',
    ...passages.map((p) => `- 『${p.title}』: ${p.snippet}`),
    ...(request.context ? [boardFactsPrompt(request.context)] : []),
  ].join('\n');
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
    const passages = request.sessionType === 'roleplay' ? [] : await this.knowledge.find(`${latest} ${request.topic ?? ''}`, 3);
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
    return { citations: passages.map(citationOf), chunks: chunks() };
  }
}
