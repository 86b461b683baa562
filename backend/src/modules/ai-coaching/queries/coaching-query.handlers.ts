import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { mondayOf } from '../../../platform/time/calendar.js';
import { findScenario } from '../domain/scenarios.js';
import { COACH_KNOWLEDGE, type CoachKnowledge } from '../coach/coach-knowledge.port.js';
import type { CoachingSessionResponse, CoachingStatsResponse, JournalInsightsResponse, RecommendationResponse } from '../http/ai-coaching.response.dto.js';
import type { JournalEntryResponse } from '../http/journal.response.dto.js';
import {
  GetActiveCoachingSessionQuery,
  GetCoachingSessionQuery,
  GetCoachingStatsQuery,
  GetJournalInsightsQuery,
  ListCoachingSessionsQuery,
  ListJournalEntriesQuery,
  ListRecommendationsQuery,
} from './coaching.queries.js';

interface SessionRow {
  id: string;
  session_type: string;
  topic: string | null;
  scenario_id: string | null;
  summary: string | null;
  debrief: CoachingSessionResponse['debrief'];
  is_active: boolean;
  is_pending: boolean;
  created_at: Date;
  updated_at: Date;
}

interface MessageRow {
  id: string;
  session_id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: { id: string; title: string }[];
  cut_off: boolean;
  created_at: Date;
}

async function sessionsOf(db: DataSource, userId: string, where: string, params: unknown[], limit?: number): Promise<CoachingSessionResponse[]> {
  const rows: SessionRow[] = await db.query(
    `SELECT id, session_type, topic, scenario_id, summary, debrief, is_active, is_pending, created_at, updated_at FROM ai_coaching_sessions
     WHERE user_id = $1 ${where} ORDER BY created_at DESC, id ${limit ? `LIMIT ${limit}` : ''}`,
    [userId, ...params],
  );
  if (rows.length === 0) return [];
  const messages: MessageRow[] = await db.query(
    `SELECT id, session_id, role, content, citations, cut_off, created_at FROM ai_coaching_messages
     WHERE user_id = $1 AND session_id = ANY($2) ORDER BY message_order`,
    [userId, rows.map((r) => r.id)],
  );
  return rows.map((row) => {
    const scenario = row.scenario_id ? findScenario(row.scenario_id) : undefined;
    return {
      id: row.id,
      sessionType: row.session_type,
      topic: row.topic,
      context: scenario ? JSON.stringify(scenario) : null,
      messages: messages
        .filter((m) => m.session_id === row.id)
        .map((m) => ({ id: m.id, role: m.role, content: m.content, timestamp: m.created_at.toISOString(), citations: m.citations, cutOff: m.cut_off })),
      summary: row.summary,
      debrief: row.debrief,
      isActive: row.is_active,
      isPending: row.is_pending,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  });
}

@QueryHandler(ListCoachingSessionsQuery)
export class ListCoachingSessionsHandler implements IQueryHandler<ListCoachingSessionsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}
  execute({ user }: ListCoachingSessionsQuery): Promise<CoachingSessionResponse[]> {
    return sessionsOf(this.db, user.id, '', []);
  }
}

@QueryHandler(GetCoachingSessionQuery)
export class GetCoachingSessionHandler implements IQueryHandler<GetCoachingSessionQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}
  async execute({ user, sessionId }: GetCoachingSessionQuery): Promise<CoachingSessionResponse | null> {
    return (await sessionsOf(this.db, user.id, 'AND id = $2', [sessionId]))[0] ?? null;
  }
}

@QueryHandler(GetActiveCoachingSessionQuery)
export class GetActiveCoachingSessionHandler implements IQueryHandler<GetActiveCoachingSessionQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}
  async execute({ user, sessionType }: GetActiveCoachingSessionQuery): Promise<CoachingSessionResponse | null> {
    const [session] = sessionType
      ? await sessionsOf(this.db, user.id, 'AND is_active AND session_type = $2', [sessionType], 1)
      : await sessionsOf(this.db, user.id, 'AND is_active', [], 1);
    return session ?? null;
  }
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

@QueryHandler(GetCoachingStatsQuery)
export class GetCoachingStatsHandler implements IQueryHandler<GetCoachingStatsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}
  async execute({ user, now }: GetCoachingStatsQuery): Promise<CoachingStatsResponse> {
    const [{ completed }] = await this.db.query(`SELECT count(*)::int AS completed FROM ai_coaching_sessions WHERE user_id = $1 AND NOT is_active`, [user.id]);
    const activity: { created_at: Date }[] = await this.db.query(
      `SELECT created_at FROM ai_coaching_messages WHERE user_id = $1 AND role = 'user'
       UNION ALL SELECT created_at FROM journal_entries WHERE user_id = $1`,
      [user.id],
    );
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM ai_coaching_messages WHERE user_id = $1 AND role = 'user'`, [user.id]);
    const weeksAgo = (at: Date) => Math.floor((now.getTime() - at.getTime()) / WEEK_MS);
    const activeWeeks = new Set(activity.map((a) => weeksAgo(a.created_at)).filter((w) => w >= 0 && w < 4));
    return {
      completedSessions: completed,
      totalMessages: total,
      activeWeeksOfLastFour: activeWeeks.size,
      activityThisWeek: activity.filter((a) => weeksAgo(a.created_at) === 0).length,
    };
  }
}

@QueryHandler(ListRecommendationsQuery)
export class ListRecommendationsHandler implements IQueryHandler<ListRecommendationsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}
  async execute({ user }: ListRecommendationsQuery): Promise<RecommendationResponse[]> {
    const rows = await this.db.query(
      `SELECT id, session_id, title, description, category, priority, is_completed, created_at FROM ai_coaching_recommendations
       WHERE user_id = $1 ORDER BY is_completed, created_at DESC, priority LIMIT 20`,
      [user.id],
    );
    return rows.map((r: Record<string, never>) => ({
      id: r.id,
      sessionId: r.session_id,
      title: r.title,
      description: r.description,
      category: r.category,
      priority: r.priority,
      isCompleted: r.is_completed,
      createdAt: (r.created_at as Date).toISOString(),
    }));
  }
}

async function journalOf(db: DataSource, userId: string): Promise<JournalEntryResponse[]> {
  const rows = await db.query(
    `SELECT id, user_id, title, practice_content, insights, challenges, goals, ai_summary, is_public, to_char(week_of, 'YYYY-MM-DD') AS week_of, created_at, updated_at
     FROM journal_entries WHERE user_id = $1 ORDER BY created_at DESC, id`,
    [userId],
  );
  return rows.map((r: Record<string, never>) => ({
    id: r.id,
    userId: r.user_id,
    title: r.title,
    practiceContent: r.practice_content,
    insights: r.insights,
    challenges: r.challenges,
    goals: r.goals,
    aiSummary: r.ai_summary,
    isPublic: r.is_public,
    weekOf: r.week_of,
    createdAt: (r.created_at as Date).toISOString(),
    updatedAt: (r.updated_at as Date).toISOString(),
  }));
}

@QueryHandler(ListJournalEntriesQuery)
export class ListJournalEntriesHandler implements IQueryHandler<ListJournalEntriesQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}
  execute({ user }: ListJournalEntriesQuery): Promise<JournalEntryResponse[]> {
    return journalOf(this.db, user.id);
  }
}

/** Consecutive weeks with an entry, counted back from this week (or last week, when this week has none yet). */
export function weekStreak(weeks: readonly string[], today: string): number {
  const have = new Set(weeks.map(mondayOf));
  const step = (monday: string, by: number) => {
    const d = new Date(`${monday}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + by * 7);
    return d.toISOString().slice(0, 10);
  };
  let week = mondayOf(today);
  if (!have.has(week)) week = step(week, -1);
  let streak = 0;
  while (have.has(week)) {
    streak++;
    week = step(week, -1);
  }
  return streak;
}

@QueryHandler(GetJournalInsightsQuery)
export class GetJournalInsightsHandler implements IQueryHandler<GetJournalInsightsQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(COACH_KNOWLEDGE) private readonly knowledge: CoachKnowledge,
  ) {}

  async execute({ user, today }: GetJournalInsightsQuery): Promise<JournalInsightsResponse> {
    const entries = await journalOf(this.db, user.id);
    const counts = new Map<string, number>();
    for (const entry of entries) {
      const text = [entry.practiceContent, entry.insights, entry.challenges, entry.goals].filter(Boolean).join(' ');
      for (const passage of await this.knowledge.find(text, 2)) counts.set(passage.title, (counts.get(passage.title) ?? 0) + 1);
    }
    const themes = [...counts.entries()]
      .filter(([, count]) => count >= 1)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 3)
      .map(([title, count]) => ({ title, count }));
    return {
      totalEntries: entries.length,
      weekStreak: weekStreak(entries.map((e) => e.weekOf), today),
      themes,
      recentGoals: entries.map((e) => e.goals).filter((g): g is string => !!g).slice(0, 3),
    };
  }
}
