import type { Citation, SessionType } from '../events/coaching-session.events.js';
import type { CoachPassage } from './coach-knowledge.port.js';
import type { CoachClosing, CoachTurn } from './coach.port.js';
import { cardById } from './concept-cards.js';
import { roleplayClosingOf } from './roleplay/debrief.js';
import { personaOf } from './roleplay/persona.js';

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
  if (sessionType === 'roleplay') return roleplayClosingOf(scenarioId, history);
  const answers = userAnswers(history);
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
