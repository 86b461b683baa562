import type { Citation, SessionType } from '../events/coaching-session.events.js';
import type { CoachClosing, CoachTurn } from './coach.port.js';
import { conversationClosing } from './conversation/conversation.js';
import { stagesOf } from './conversation/stages.js';
import { roleplayClosingOf } from './roleplay/debrief.js';
import { personaOf } from './roleplay/persona.js';
import { phraseOf } from './sentences.js';

/**
 * The coaching model every coach follows, offline or not: the stages of a session
 * (`conversation/stages.ts`), the openings, and how a session ends (summary, debrief,
 * recommendations). The conversation itself is `conversation/conversation.ts` (decision 0074).
 */

export { GROW_STAGES } from './conversation/stages.js';

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
  if (sessionType === 'roleplay') return roleplayClosingOf(scenarioId, history);
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
