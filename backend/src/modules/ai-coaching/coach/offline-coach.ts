import type { CoachKnowledge, CoachPassage } from './coach-knowledge.port.js';
import type { Coach, CoachReply, CoachRequest } from './coach.port.js';
import { replyWithBoardFacts } from './analysis/board-analysis.js';
import { citationOf, stagePassage, stagesOf, userAnswers } from './coaching-model.js';
import { personaReply } from './roleplay/persona.js';

/** Splits a reply into the pieces it streams in: a few characters each, as a model would send them. */
export async function* inPieces(text: string, size = 8): AsyncIterable<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

const clip = (text: string, max: number) => {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max)}…` : oneLine;
};

const ACKNOWLEDGEMENTS = ['「{0}」ということですね。', '「{0}」と受け止めました。', '話してくれてありがとうございます。「{0}」なのですね。'];

/**
 * The coach that answers with no provider set: a real coaching model, not an echo. It follows the
 * session's stages (GROW, or the reflection guide) across turns, reflects the user's words back,
 * grounds the turn in the passage of the knowledge that fits the message best (or the stage's own
 * concept), cites it, and ends on one open question. Role-play sessions are answered by the
 * scenario's persona, a scripted conversation tree that reacts to how each line comes across.
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
    const latest = answers[answers.length - 1] ?? '';
    const stages = stagesOf(request.sessionType);
    const answered = answers.length;
    const [found] = await this.knowledge.find(`${latest} ${request.topic ?? ''}`, 1);
    const passage: CoachPassage = found ?? stagePassage(stages[Math.min(answered - 1, stages.length - 1)]);
    const acknowledgement = ACKNOWLEDGEMENTS[answered % ACKNOWLEDGEMENTS.length].replace('{0}', clip(latest, 40));
    const grounding = `『${passage.title}』の考え方では、${clip(passage.snippet, 90)}`;
    const next = stages[answered];
    const question = next
      ? `次は${next.label}について聞かせてください。${next.question}`
      : 'ここまでの話で、いちばん大事だと感じたことは何ですか？（「セッションを終了」で、まとめとおすすめを作ります）';
    const text = `${acknowledgement}\n${grounding}\n${question}`;
    return { citations: [citationOf(passage)], chunks: inPieces(text) };
  }
}
