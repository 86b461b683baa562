import type { Citation, Debrief, SessionType } from '../events/coaching-session.events.js';
import { findScenario } from '../domain/scenarios.js';
import type { CoachPassage } from './coach-knowledge.port.js';
import type { CoachClosing, CoachTurn } from './coach.port.js';
import { cardById } from './concept-cards.js';
import personas from './personas.json' with { type: 'json' };

/**
 * The coaching model every coach follows, offline or not: the stages of a session, one open
 * question each, the openings, and how a session ends (summary, debrief, recommendations).
 * Coaching and planning follow GROW (goal, reality, options, will); a reflection follows the
 * reflection guide (this week's practice, insights, challenges, next steps).
 */
export interface Stage {
  key: string;
  label: string;
  question: string;
  /** The concept card a reply cites when the message matches none. */
  cardId: string;
}

export const GROW_STAGES: readonly Stage[] = [
  { key: 'goal', label: '目標（Goal）', question: 'このセッションが終わったとき、どうなっていたら「話してよかった」と思えそうですか？', cardId: 'worksheet:future-goals' },
  { key: 'reality', label: '現状（Reality）', question: 'いま実際に起きていることを、事実だけで言うとどうなりますか？', cardId: 'worksheet:reduce-worries' },
  { key: 'options', label: '選択肢（Options）', question: 'あなたが変えられることの中で、試せそうなことは何がありますか？', cardId: 'worksheet:circle-of-influence' },
  { key: 'will', label: '意思（Will）', question: 'その中から、今週まず何をやってみますか？いつ始めますか？', cardId: 'worksheet:accelerator-brake' },
];

export const REFLECTION_STAGES: readonly Stage[] = [
  { key: 'practice', label: '今週の実践', question: '今週、本の考え方で実際に試してみたことは何でしたか？', cardId: 'worksheet:iceberg-basic' },
  { key: 'insights', label: '気づき', question: 'やってみて、どんなことに気づきましたか？', cardId: 'worksheet:perspective-view' },
  { key: 'challenges', label: '課題', question: 'うまくいかなかったこと、引っかかっていることは何ですか？', cardId: 'worksheet:accelerator-brake' },
  { key: 'goals', label: '次のステップ', question: '来週は何を一つ変えてみますか？', cardId: 'worksheet:future-goals' },
];

export const stagesOf = (sessionType: SessionType): readonly Stage[] => (sessionType === 'reflection' ? REFLECTION_STAGES : GROW_STAGES);

const clip = (text: string, max: number) => {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max)}…` : oneLine;
};

export const citationOf = (passage: Pick<CoachPassage, 'id' | 'title'>): Citation => ({ id: passage.id, title: passage.title });

/** The card a stage falls back on, as a passage. */
export function stagePassage(stage: Stage): CoachPassage {
  const card = cardById(stage.cardId)!;
  return { id: card.id, title: card.title, snippet: card.text, score: 0 };
}

/** The session's first line: the coach's first question, or the role-play persona's. */
export function openingOf(sessionType: SessionType, topic: string | null, scenarioId: string | null): { content: string; citations: Citation[] } {
  if (sessionType === 'roleplay') {
    const persona = personaOf(scenarioId);
    return { content: `${persona.name}：${persona.opening}`, citations: [] };
  }
  const first = stagesOf(sessionType)[0];
  const about = topic ? `「${clip(topic, 40)}」について、` : '';
  const intro = sessionType === 'reflection' ? `${about}一緒に今週を振り返りましょう。` : `${about}一緒に考えていきましょう。`;
  return { content: `${intro}\n${first.question}`, citations: [] };
}

/** The user's answers, in order. */
export const userAnswers = (history: readonly CoachTurn[]) => history.filter((turn) => turn.role === 'user').map((turn) => turn.content);

/** Ends a coaching or reflection session: a summary of the answers by stage, and the next step as a recommendation. */
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
  const stages = stagesOf(sessionType);
  const summary = stages
    .map((stage, index) => (answers[index] ? `${stage.label}: ${clip(answers[index], 40)}` : null))
    .filter(Boolean)
    .join(' / ');
  const recommendations: CoachClosing['recommendations'] = [];
  const will = answers[stages.length - 1];
  if (will) recommendations.push({ title: sessionType === 'reflection' ? '来週のステップ' : '今週の一歩', description: clip(will, 200), category: 'action', priority: 1 });
  const concept = cited[cited.length - 1];
  if (concept) recommendations.push({ title: `「${concept.title}」を書いてみる`, description: `セッションで触れた「${concept.title}」を使って、考えたことを書き出しましょう。`, category: 'worksheet', priority: 2 });
  return { summary: summary || 'まだ回答がありません', debrief: null, recommendations };
}

/** The journal entry's AI summary, from the four parts of the reflection guide. */
export function journalSummaryOf(entry: { practiceContent: string | null; insights: string | null; challenges: string | null; goals: string | null }): string {
  const parts = [
    entry.practiceContent && `今週は「${clip(entry.practiceContent, 40)}」に取り組みました。`,
    entry.insights && `「${clip(entry.insights, 40)}」という気づきがありました。`,
    entry.challenges && `課題は「${clip(entry.challenges, 40)}」です。`,
    entry.goals && `次は「${clip(entry.goals, 40)}」に取り組みます。`,
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
