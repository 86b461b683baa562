import type { Citation, Debrief, SessionType } from '../events/coaching-session.events.js';
import { findScenario } from '../domain/scenarios.js';
import type { CoachClosing, CoachTurn } from './coach.port.js';
import { cardById } from './concept-cards.js';
import personas from './personas.json' with { type: 'json' };
import { conversationClosing } from './conversation/conversation.js';
import { phraseOf, trimToSentences } from './sentences.js';
import { stagesOf } from './conversation/stages.js';

/**
 * The coaching model every coach follows, offline or not: the stages of a session
 * (`conversation/stages.ts`), the openings, and how a session ends (summary, debrief,
 * recommendations). The conversation itself is `conversation/conversation.ts` (decision 0074).
 */

/** A roleplay summary's line, kept to `max` characters at a sentence or clause boundary. */
const clip = (text: string, max: number) => trimToSentences(text, max);

/** The session's first line: the coach's first question, or the role-play persona's. */
export function openingOf(sessionType: SessionType, topic: string | null, scenarioId: string | null): { content: string; citations: Citation[] } {
  if (sessionType === 'roleplay') {
    const persona = personaOf(scenarioId);
    return { content: `${persona.name}：${persona.opening}`, citations: [] };
  }
  const first = stagesOf(sessionType)[0];
  const about = topic ? `「${phraseOf(topic, 40)}」について、` : '';
  const intro = sessionType === 'reflection' ? `${about}一緒に今週を振り返りましょう。` : `${about}一緒に考えていきましょう。`;
  return { content: `${intro}\n${first.question}`, citations: [] };
}

/** The user's answers, in order. */
export const userAnswers = (history: readonly CoachTurn[]) => history.filter((turn) => turn.role === 'user').map((turn) => turn.content);

/** Ends a session: a role-play's debrief; for coaching and reflection the conversation's summary and one to three next steps (conversation/conversation.ts). */
export function closingOf(sessionType: SessionType, scenarioId: string | null, history: readonly CoachTurn[], cited: readonly Citation[]): CoachClosing {
  const answers = userAnswers(history);
  if (sessionType === 'roleplay') {
    const debrief = debriefOf(scenarioId, answers);
    return {
      summary: clip(`ロールプレイ「${findScenario(scenarioId ?? '')?.title ?? ''}」: ${answers.length}回の発言`, 100),
      debrief,
      recommendations: debrief.toTry.slice(0, 2).map((text, index) => ({ title: '次の面談で試す', description: text, category: 'roleplay', priority: index + 1 })),
    };
  }
  return conversationClosing(sessionType, history, cited);
}

/** The journal entry's AI summary, from the four parts of the reflection guide. */
export function journalSummaryOf(entry: { practiceContent: string | null; insights: string | null; challenges: string | null; goals: string | null }): string {
  // The user's own words, whole sentences only, their brackets turned so nothing is quoted twice.
  const own = (text: string) => phraseOf(text.replace(/「/g, '『').replace(/」/g, '』'), 60);
  const parts = [
    entry.practiceContent && `今週は「${own(entry.practiceContent)}」に取り組みました。`,
    entry.insights && `「${own(entry.insights)}」という気づきがありました。`,
    entry.challenges && `課題は「${own(entry.challenges)}」です。`,
    entry.goals && `次は「${own(entry.goals)}」に取り組みます。`,
  ].filter(Boolean);
  return parts.join('');
}

/* ---------------------------------------------------------------- role-play personas */

export type Move = 'open' | 'empathy' | 'directive' | 'neutral';

/** How a manager's line comes across to the member: what the persona reacts to. */
export function classifyMove(text: string): Move {
  const t = text.normalize('NFKC');
  if (/(べき|しなさい|しろ|なぜ.*(ない|なかった)|なんで.*(ない|なかった)|ちゃんと|いい加減|困るんだ|困ります|言い訳)/.test(t)) return 'directive';
  if (/(どう|どんな|何|なに|どのよう|どこ|教えて|聞かせて|話して)/.test(t) && /[?？か]\s*$|教えて|聞かせて|話して/.test(t)) return 'open';
  if (/(ありがとう|大変|わかる|分かる|気持ち|つらい|辛い|不安|助かって|頑張って|がんばって|心配)/.test(t)) return 'empathy';
  return 'neutral';
}

export interface Persona {
  name: string;
  opening: string;
  /** What the member says as the conversation opens up, one line per step. */
  steps: readonly string[];
  /** Said to a line that sounds like blame or an order. */
  defensive: readonly string[];
  /** Said to a closed or unclear line. */
  hesitant: readonly string[];
  closing: string;
  /** The concept the debrief names. */
  cardId: string;
}

/** The role-play members, by scenario id: data, kept in `personas.json` next to this file. */
const PERSONAS: Readonly<Record<string, Persona>> = personas;

export function personaOf(scenarioId: string | null): Persona {
  return PERSONAS[scenarioId ?? ''] ?? PERSONAS['difficult-conversation'];
}

/** The persona's next line: opened up by open questions and empathy, closed by blame, hesitant otherwise. */
export function personaReply(scenarioId: string | null, answers: readonly string[]): { content: string; finished: boolean } {
  const persona = personaOf(scenarioId);
  let step = 0;
  for (const answer of answers.slice(0, -1)) {
    const move = classifyMove(answer);
    if (move === 'open' || move === 'empathy') step++;
  }
  const move = classifyMove(answers[answers.length - 1] ?? '');
  const turn = answers.length;
  if (move === 'directive') return { content: persona.defensive[turn % persona.defensive.length], finished: false };
  if (move === 'neutral') return { content: persona.hesitant[turn % persona.hesitant.length], finished: false };
  if (step >= persona.steps.length) return { content: persona.closing, finished: true };
  return { content: persona.steps[step], finished: step === persona.steps.length - 1 };
}

/** The role-play's debrief: counted from how each of the manager's lines came across. */
export function debriefOf(scenarioId: string | null, answers: readonly string[]): Debrief {
  const moves = answers.map(classifyMove);
  const count = (move: Move) => moves.filter((m) => m === move).length;
  const wentWell: string[] = [];
  const toTry: string[] = [];
  if (count('open') > 0) wentWell.push(`開かれた質問が${count('open')}回ありました。相手が自分の言葉で話すきっかけになっています。`);
  if (count('empathy') > 0) wentWell.push(`相手の気持ちを受け止める言葉が${count('empathy')}回ありました。`);
  if (count('directive') > 0) toTry.push(`責める・指示する言い方が${count('directive')}回ありました。「何があったのか教えてもらえますか？」のように、事情を聴く問いに置き換えてみましょう。`);
  if (count('open') === 0) toTry.push('「どう」「何」で始まる開かれた質問を一つ入れてみましょう。');
  if (count('empathy') === 0) toTry.push('相手の気持ちを言葉にして返す一言（「それは大変でしたね」）を添えてみましょう。');
  if (wentWell.length === 0) wentWell.push('難しい場面の練習に取り組みました。続けることで言葉が自然に出るようになります。');
  if (toTry.length === 0) toTry.push('次は、相手が決めた一歩をいつ振り返るかを一緒に決めてみましょう。');
  const card = cardById(personaOf(scenarioId).cardId)!;
  return { wentWell, toTry, concept: { id: card.id, title: card.title, text: card.text } };
}
