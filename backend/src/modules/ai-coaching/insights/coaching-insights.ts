import { addCalendarDays, calendarDate, mondayOf } from '../../../platform/time/calendar.js';
import { GROW_STAGES } from '../coach/coaching-model.js';
import { threadOf } from '../coach/conversation/thread.js';
import type { SessionType } from '../events/coaching-session.events.js';
import { topicsIn } from '../coach/conversation/lexicon.js';
import { takesUp } from './goal-uptake.js';

/**
 * What a user's own coaching sessions and journal entries say over time: the themes that come
 * back, the goals set and whether a later session or entry took them up, how far the GROW
 * sessions got, and the activity per week. A pure function of the rows; every figure names the
 * sessions and entries it comes from.
 */

export interface SessionFacts {
  id: string;
  sessionType: SessionType;
  topic: string | null;
  createdAt: Date;
  /** The user's own messages, in order (the coach's words are not the user's themes). */
  userMessages: readonly { content: string; at: Date }[];
  recommendations: readonly { id: string; title: string; description: string; category: string; isCompleted: boolean; createdAt: Date }[];
}

export interface EntryFacts {
  id: string;
  title: string | null;
  practiceContent: string | null;
  insights: string | null;
  challenges: string | null;
  goals: string | null;
  createdAt: Date;
}

export interface SourceRef {
  kind: 'session' | 'journal';
  id: string;
  /** The session's type (null for a journal entry). */
  sessionType: SessionType | null;
  /** The session's topic or the entry's title, when it has one. */
  title: string | null;
  at: string;
}

export interface ThemeInsight {
  key: string;
  label: string;
  /** Sessions and entries that touch it. */
  count: number;
  sources: SourceRef[];
}

export interface GoalInsight {
  text: string;
  source: SourceRef;
  setAt: string;
  /** Ticked done on the coach's weekly goals (journal goals cannot be ticked). */
  completed: boolean;
  /** Later sessions and entries that take it up, oldest first. */
  followUps: SourceRef[];
}

export interface StageInsight {
  key: string;
  label: string;
  /** GROW sessions that got at least this far. */
  reached: number;
  /** GROW sessions whose last answered stage is this one. */
  stoppedHere: number;
}

export interface WeekActivity {
  /** Monday of the week, `YYYY-MM-DD` in the deployment's time zone. */
  weekOf: string;
  messages: number;
  entries: number;
  sessions: number;
}

export type Highlight =
  | { kind: 'theme'; theme: ThemeInsight }
  | { kind: 'goal-followed'; goal: GoalInsight }
  | { kind: 'goal-open'; goal: GoalInsight }
  | { kind: 'grow-stop'; stage: StageInsight; sessions: number };

export interface CoachingInsights {
  sessionCount: number;
  entryCount: number;
  /** Every theme touched, most frequent first; recurring when `count >= 2`. */
  themes: ThemeInsight[];
  /** Newest first. */
  goals: GoalInsight[];
  goalsFollowedUp: number;
  grow: { sessions: number; stages: StageInsight[] };
  /** The last `weeks` weeks, oldest first, this week last. */
  activity: WeekActivity[];
  /** Up to three: the most recurring theme, a goal (one left open first), where GROW sessions stop. */
  highlights: Highlight[];
}

const GOAL_STAGE_SESSIONS: readonly SessionType[] = ['coaching', 'planning'];
/** The coach's own suggestions (a worksheet to write, an approach to try) are not goals the user set. */
const isOwnStep = (category: string) => category !== 'worksheet' && category !== 'suggestion';

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join('\n');

interface Source {
  ref: SourceRef;
  at: Date;
  /** The user's own words in it. */
  text: string;
  /** What counts as taking up an earlier goal: what was done and seen, not the next goal itself. */
  followUpText: string;
}

function sourcesOf(sessions: readonly SessionFacts[], entries: readonly EntryFacts[]): Source[] {
  const fromSessions = sessions.map((s): Source => {
    const said = s.userMessages.map((m) => m.content).join('\n');
    return {
      ref: { kind: 'session', id: s.id, sessionType: s.sessionType, title: s.topic, at: s.createdAt.toISOString() },
      at: s.createdAt,
      text: join(s.topic, said),
      followUpText: join(s.topic, said),
    };
  });
  const fromEntries = entries.map((e): Source => ({
    ref: { kind: 'journal', id: e.id, sessionType: null, title: e.title, at: e.createdAt.toISOString() },
    at: e.createdAt,
    text: join(e.title, e.practiceContent, e.insights, e.challenges, e.goals),
    followUpText: join(e.title, e.practiceContent, e.insights, e.challenges),
  }));
  return [...fromSessions, ...fromEntries].sort((a, b) => b.at.getTime() - a.at.getTime() || a.ref.id.localeCompare(b.ref.id));
}

function themesOf(sources: readonly Source[]): ThemeInsight[] {
  const found = new Map<string, ThemeInsight>();
  for (const source of sources) {
    for (const topic of topicsIn(source.text)) {
      const theme = found.get(topic.id) ?? { key: topic.id, label: topic.label, count: 0, sources: [] };
      theme.count++;
      theme.sources.push(source.ref);
      found.set(topic.id, theme);
    }
  }
  return [...found.values()].sort((a, b) => b.count - a.count || b.sources[0].at.localeCompare(a.sources[0].at) || a.key.localeCompare(b.key));
}

function goalsOf(sessions: readonly SessionFacts[], entries: readonly EntryFacts[], sources: readonly Source[]): GoalInsight[] {
  const refOf = (id: string) => sources.find((s) => s.ref.id === id)!.ref;
  const set = [
    ...sessions.flatMap((s) =>
      s.recommendations.filter((r) => isOwnStep(r.category)).map((r) => ({ text: r.description, sourceId: s.id, at: r.createdAt, completed: r.isCompleted })),
    ),
    ...entries.filter((e) => e.goals?.trim()).map((e) => ({ text: e.goals!.trim(), sourceId: e.id, at: e.createdAt, completed: false })),
  ];
  return set
    .map((goal): GoalInsight => ({
      text: goal.text,
      source: refOf(goal.sourceId),
      setAt: goal.at.toISOString(),
      completed: goal.completed,
      followUps: sources
        .filter((s) => s.ref.id !== goal.sourceId && s.at.getTime() > goal.at.getTime() && takesUp(goal.text, s.followUpText))
        .map((s) => s.ref)
        .reverse(),
    }))
    .sort((a, b) => b.setAt.localeCompare(a.setAt));
}

/**
 * How far each coaching or planning session got through GROW: the stages the coach's own reading
 * of the thread counts as answered (`coach/conversation/thread.ts`: a question or a thank-you
 * answers no stage, facts given first answer the reality stage), and the furthest of them is where
 * the session stopped.
 */
function growOf(sessions: readonly SessionFacts[]): CoachingInsights['grow'] {
  const grow = sessions
    .filter((s) => GOAL_STAGE_SESSIONS.includes(s.sessionType) && s.userMessages.length > 0)
    .map((s) => threadOf(s.sessionType, s.userMessages.map((m) => ({ role: 'user' as const, content: m.content }))).stages.map((stage) => stage.answer !== null));
  const furthest = (answered: boolean[]) => answered.lastIndexOf(true) + 1;
  return {
    sessions: grow.length,
    stages: GROW_STAGES.map((stage, index) => ({
      key: stage.key,
      label: stage.label,
      reached: grow.filter((answered) => answered[index]).length,
      stoppedHere: grow.filter((answered) => furthest(answered) === index + 1).length,
    })),
  };
}

function activityOf(sessions: readonly SessionFacts[], entries: readonly EntryFacts[], today: string, timeZone: string, weeks: number): WeekActivity[] {
  const thisWeek = mondayOf(today);
  const rows = Array.from({ length: weeks }, (_, i) => ({ weekOf: addCalendarDays(thisWeek, (i - weeks + 1) * 7), messages: 0, entries: 0, sessions: 0 }));
  const row = (at: Date) => rows.find((r) => r.weekOf === mondayOf(calendarDate(at, timeZone)));
  for (const s of sessions) {
    const started = row(s.createdAt);
    if (started) started.sessions++;
    for (const m of s.userMessages) {
      const sent = row(m.at);
      if (sent) sent.messages++;
    }
  }
  for (const e of entries) {
    const written = row(e.createdAt);
    if (written) written.entries++;
  }
  return rows;
}

function highlightsOf(themes: readonly ThemeInsight[], goals: readonly GoalInsight[], grow: CoachingInsights['grow']): Highlight[] {
  const highlights: Highlight[] = [];
  const recurring = themes.find((t) => t.count >= 2);
  if (recurring) highlights.push({ kind: 'theme', theme: recurring });
  // An open goal set before the newest source is one the user could have come back to already.
  const open = goals.find((g) => !g.completed && g.followUps.length === 0);
  const followed = goals.find((g) => g.followUps.length > 0);
  if (open) highlights.push({ kind: 'goal-open', goal: open });
  else if (followed) highlights.push({ kind: 'goal-followed', goal: followed });
  const last = grow.stages[grow.stages.length - 1];
  const stop = grow.stages.slice(0, -1).reduce<StageInsight | null>((most, s) => (s.stoppedHere > (most?.stoppedHere ?? 0) ? s : most), null);
  if (stop && grow.sessions > last.reached) highlights.push({ kind: 'grow-stop', stage: stop, sessions: grow.sessions });
  return highlights.slice(0, 3);
}

export function coachingInsights(input: {
  sessions: readonly SessionFacts[];
  entries: readonly EntryFacts[];
  /** Today in the deployment's time zone, `YYYY-MM-DD`. */
  today: string;
  timeZone: string;
  weeks?: number;
}): CoachingInsights {
  const { sessions, entries } = input;
  const sources = sourcesOf(sessions, entries);
  const themes = themesOf(sources);
  const goals = goalsOf(sessions, entries, sources);
  const grow = growOf(sessions);
  return {
    sessionCount: sessions.length,
    entryCount: entries.length,
    themes,
    goals,
    goalsFollowedUp: goals.filter((g) => g.followUps.length > 0).length,
    grow,
    activity: activityOf(sessions, entries, input.today, input.timeZone, input.weeks ?? 8),
    highlights: highlightsOf(themes, goals, grow),
  };
}
