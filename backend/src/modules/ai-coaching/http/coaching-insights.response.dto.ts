import { ApiProperty } from '@nestjs/swagger';
import { SESSION_TYPES, type SessionType } from '../events/coaching-session.events.js';
import type {
  CoachingInsights,
  GoalInsight,
  Highlight,
  SourceRef,
  StageInsight,
  ThemeInsight,
  WeekActivity,
} from '../insights/coaching-insights.js';

export class InsightSourceResponse implements SourceRef {
  @ApiProperty({ enum: ['session', 'journal'] }) kind: 'session' | 'journal';
  @ApiProperty({ description: 'The session id (links to it) or the journal entry id' }) id: string;
  @ApiProperty({ enum: SESSION_TYPES, nullable: true, type: String }) sessionType: SessionType | null;
  @ApiProperty({ type: String, nullable: true, description: "The session's topic or the entry's title" }) title: string | null;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class ThemeInsightResponse implements ThemeInsight {
  @ApiProperty({ example: 'delegation' }) key: string;
  @ApiProperty({ example: '任せる・権限委譲' }) label: string;
  @ApiProperty({ description: 'Sessions and journal entries that touch it; recurring from 2' }) count: number;
  @ApiProperty({ type: [InsightSourceResponse], description: 'Newest first' }) sources: InsightSourceResponse[];
}

export class GoalInsightResponse implements GoalInsight {
  @ApiProperty({ description: "A session's next step or a journal entry's goal, in the user's words" }) text: string;
  @ApiProperty({ type: InsightSourceResponse }) source: InsightSourceResponse;
  @ApiProperty({ format: 'date-time' }) setAt: string;
  @ApiProperty({ description: "Ticked done among the coach's weekly goals" }) completed: boolean;
  @ApiProperty({ type: [InsightSourceResponse], description: 'Later sessions and entries that take it up, oldest first' }) followUps: InsightSourceResponse[];
}

export class StageInsightResponse implements StageInsight {
  @ApiProperty({ enum: ['goal', 'reality', 'options', 'will'] }) key: string;
  @ApiProperty({ example: '目標（Goal）' }) label: string;
  @ApiProperty({ description: 'Coaching and planning sessions that got at least this far' }) reached: number;
  @ApiProperty({ description: 'Sessions whose last answered stage is this one' }) stoppedHere: number;
}

export class GrowBalanceResponse {
  @ApiProperty({ description: 'Coaching and planning sessions with at least one answer' }) sessions: number;
  @ApiProperty({ type: [StageInsightResponse] }) stages: StageInsightResponse[];
}

export class WeekActivityResponse implements WeekActivity {
  @ApiProperty({ example: '2026-11-30', description: 'Monday of the week in APP_TIME_ZONE' }) weekOf: string;
  @ApiProperty({ description: 'Messages the user sent' }) messages: number;
  @ApiProperty() entries: number;
  @ApiProperty({ description: 'Sessions started' }) sessions: number;
}

export class HighlightResponse {
  @ApiProperty({ enum: ['theme', 'goal-followed', 'goal-open', 'grow-stop'] }) kind: Highlight['kind'];
  @ApiProperty({ type: ThemeInsightResponse, required: false }) theme?: ThemeInsightResponse;
  @ApiProperty({ type: GoalInsightResponse, required: false }) goal?: GoalInsightResponse;
  @ApiProperty({ type: StageInsightResponse, required: false, description: 'grow-stop: the stage most sessions end at before Will' }) stage?: StageInsightResponse;
  @ApiProperty({ required: false, description: 'grow-stop: GROW sessions in all' }) sessions?: number;
}

export class CoachingInsightsResponse implements Omit<CoachingInsights, 'highlights'> {
  @ApiProperty() sessionCount: number;
  @ApiProperty() entryCount: number;
  @ApiProperty({ type: [ThemeInsightResponse], description: 'Every theme touched, most frequent first' }) themes: ThemeInsightResponse[];
  @ApiProperty({ type: [GoalInsightResponse], description: 'Newest first' }) goals: GoalInsightResponse[];
  @ApiProperty({ description: 'Goals a later session or entry took up' }) goalsFollowedUp: number;
  @ApiProperty({ type: GrowBalanceResponse }) grow: GrowBalanceResponse;
  @ApiProperty({ type: [WeekActivityResponse], description: 'The last 8 weeks, oldest first' }) activity: WeekActivityResponse[];
  @ApiProperty({ type: [HighlightResponse], description: 'Up to 3 (spec: insights up to 3)' }) highlights: HighlightResponse[];
}
