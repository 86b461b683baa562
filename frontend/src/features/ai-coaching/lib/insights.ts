import type { HighlightResponse, InsightSourceResponse, WeekActivityResponse } from '../../../shared/api/generated/coaching-insights';
import { aiCoachingTexts } from '../../../locales/ja-JP/ai-coaching';
import { coachingInsightsTexts as texts } from '../../../locales/ja-JP/coaching-insights';
import { calendarDateOf, formatCalendarDate } from '../../../shared/lib/datetime';

/** The search parameter that opens a source's record in the drawer: `session:<id>` or `journal:<id>`. */
export const SOURCE_PARAM = 'insight';

export const sourceKey = (source: Pick<InsightSourceResponse, 'kind' | 'id'>) => `${source.kind}:${source.id}`;

export function parseSourceKey(value: string | null): { kind: 'session' | 'journal'; id: string } | null {
  const match = value ? /^(session|journal):(.+)$/.exec(value) : null;
  return match ? { kind: match[1] as 'session' | 'journal', id: match[2] } : null;
}

/** How a link names a session or entry: its topic or title, else its kind; with its day. */
export function sourceLabel(source: InsightSourceResponse): string {
  const kind = source.kind === 'journal' ? texts.source.journal : texts.source.session(aiCoachingTexts.sessionTypes[source.sessionType ?? ''] ?? '');
  return `${source.title ?? kind}（${formatCalendarDate(calendarDateOf(source.at), 'monthDay')}）`;
}

/** What a highlight says, in two sentences: what the data shows, then what to try. */
export function highlightText(highlight: HighlightResponse): { text: string; next: string; sources: InsightSourceResponse[]; quote?: string } | null {
  const h = texts.highlights;
  if (highlight.kind === 'theme' && highlight.theme) {
    return { text: h.theme(highlight.theme.label, highlight.theme.count), next: h.themeNext, sources: highlight.theme.sources };
  }
  if (highlight.kind === 'goal-open' && highlight.goal) {
    return { text: h.goalOpen(formatCalendarDate(calendarDateOf(highlight.goal.setAt), 'monthDayWeekday')), next: h.goalOpenNext, sources: [highlight.goal.source], quote: highlight.goal.text };
  }
  if (highlight.kind === 'goal-followed' && highlight.goal) {
    const goal = highlight.goal;
    return { text: h.goalFollowed(goal.followUps.length), next: h.goalFollowedNext, sources: [goal.source, ...goal.followUps], quote: goal.text };
  }
  if (highlight.kind === 'grow-stop' && highlight.stage && highlight.sessions) {
    const { stage, sessions } = highlight;
    return { text: h.growStop(stage.stoppedHere, sessions, stage.label), next: h.growStopNext[stage.key] ?? '', sources: [] };
  }
  return null;
}

/** The weekly activity in words: the chart's text alternative. */
export function activitySummary(weeks: readonly WeekActivityResponse[]): string {
  const sum = (pick: (w: WeekActivityResponse) => number) => weeks.reduce((total, w) => total + pick(w), 0);
  const last = weeks.at(-1);
  return texts.activity.summary(weeks.length, sum((w) => w.messages), sum((w) => w.entries), sum((w) => w.sessions), last ? last.messages + last.entries : 0);
}

/** `11/30`: a week's Monday on the chart's axis. */
export const weekTick = (weekOf: string) => formatCalendarDate(weekOf, 'shortDay');
