import type { CoachingSessionResponse } from '../../../shared/api/generated/ai-coaching';
import type { CoachingInsightsResponse, InsightSourceResponse } from '../../../shared/api/generated/coaching-insights';

export const delegationSession: InsightSourceResponse = { kind: 'session', id: 's-1', sessionType: 'coaching', title: '仕事を任せられない', at: '2026-11-16T01:00:00.000Z' };
export const weekEntry: InsightSourceResponse = { kind: 'journal', id: 'j-1', sessionType: null, title: null, at: '2026-11-20T09:00:00.000Z' };

const stages = (reached: number[], stopped: number[]) =>
  [
    ['goal', '目標（Goal）'],
    ['reality', '現状（Reality）'],
    ['options', '選択肢（Options）'],
    ['will', '意思（Will）'],
  ].map(([key, label], i) => ({ key: key as 'goal', label, reached: reached[i], stoppedHere: stopped[i] }));

const weeks = (counts: [number, number, number][]) =>
  counts.map(([messages, entries, sessions], i) => ({ weekOf: new Date(Date.UTC(2026, 9, 12 + i * 7)).toISOString().slice(0, 10), messages, entries, sessions }));

/** A manager with two sessions and one journal entry: delegation recurs, the session's step was practised, the journal's is open. */
export function someInsights(overrides: Partial<CoachingInsightsResponse> = {}): CoachingInsightsResponse {
  const delegation = { key: 'delegation', label: '任せる・権限委譲', count: 2, sources: [weekEntry, delegationSession] };
  const followed = { text: '佐藤さんに定例資料の作成を任せ、金曜に一緒に見直す', source: delegationSession, setAt: '2026-11-16T01:10:00.000Z', completed: false, followUps: [weekEntry] };
  const open = { text: '鈴木さんとの1on1で最初の5分は近況を聞く', source: weekEntry, setAt: '2026-11-20T09:00:00.000Z', completed: false, followUps: [] };
  const grow = { sessions: 2, stages: stages([2, 1, 1, 1], [1, 0, 0, 1]) };
  return {
    sessionCount: 2,
    entryCount: 1,
    themes: [delegation, { key: 'feedback', label: 'フィードバック', count: 1, sources: [delegationSession] }],
    goals: [open, followed],
    goalsFollowedUp: 1,
    grow,
    activity: weeks([[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [4, 1, 1], [1, 0, 1], [0, 0, 0]]),
    highlights: [
      { kind: 'theme', theme: delegation },
      { kind: 'goal-open', goal: open },
      { kind: 'grow-stop', stage: grow.stages[0], sessions: 2 },
    ],
    ...overrides,
  };
}

export function aSession(overrides: Partial<CoachingSessionResponse> = {}): CoachingSessionResponse {
  return {
    id: 's-1',
    sessionType: 'coaching',
    topic: '仕事を任せられない',
    context: null,
    messages: [
      { id: 'm0', role: 'assistant', content: '一緒に考えていきましょう。', timestamp: '2026-11-16T01:00:00.000Z', citations: [], cutOff: false },
      { id: 'm1', role: 'user', content: '佐藤さんに仕事を任せられず、抱え込んでいます。', timestamp: '2026-11-16T01:01:00.000Z', citations: [], cutOff: false },
    ],
    summary: null,
    debrief: null,
    isActive: false,
    isPending: false,
    createdAt: '2026-11-16T01:00:00.000Z',
    updatedAt: '2026-11-16T01:10:00.000Z',
    ...overrides,
  };
}
