import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import type { Row } from '../../../platform/database/rows.js';
import type { SessionType } from '../events/coaching-session.events.js';
import type { CoachingInsightsResponse } from '../http/coaching-insights.response.dto.js';
import { coachingInsights, type EntryFacts, type SessionFacts } from './coaching-insights.js';

/** The caller's insights over time (their own sessions and journal entries only). */
export class GetCoachingInsightsQuery extends Query<CoachingInsightsResponse> {
  constructor(
    readonly user: SessionUser,
    readonly today: string,
    readonly timeZone: string,
  ) {
    super();
  }
}

/** Reads the caller's rows of the session, message, recommendation and journal read models, and computes. */
@QueryHandler(GetCoachingInsightsQuery)
export class GetCoachingInsightsHandler implements IQueryHandler<GetCoachingInsightsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ user, today, timeZone }: GetCoachingInsightsQuery): Promise<CoachingInsightsResponse> {
    // Recommendations and entries are selected in the computation's shape (camel-cased aliases).
    const [sessions, messages, recommendations, entries] = await Promise.all([
      this.db.query<(Pick<Row<'ai_coaching_sessions'>, 'id' | 'topic' | 'created_at'> & { session_type: SessionType })[]>(
        `SELECT id, session_type, topic, created_at FROM ai_coaching_sessions WHERE user_id = $1`,
        [user.id],
      ),
      this.db.query<Pick<Row<'ai_coaching_messages'>, 'session_id' | 'content' | 'created_at'>[]>(
        `SELECT session_id, content, created_at FROM ai_coaching_messages WHERE user_id = $1 AND role = 'user' ORDER BY message_order`,
        [user.id],
      ),
      this.db.query<(SessionFacts['recommendations'][number] & Pick<Row<'ai_coaching_recommendations'>, 'session_id'>)[]>(
        `SELECT id, session_id, title, description, category, is_completed AS "isCompleted", created_at AS "createdAt"
         FROM ai_coaching_recommendations WHERE user_id = $1 ORDER BY priority`,
        [user.id],
      ),
      this.db.query<EntryFacts[]>(
        `SELECT id, title, practice_content AS "practiceContent", insights, challenges, goals, created_at AS "createdAt"
         FROM journal_entries WHERE user_id = $1`,
        [user.id],
      ),
    ]);
    const facts = sessions.map(
      (s): SessionFacts => ({
        id: s.id,
        sessionType: s.session_type,
        topic: s.topic,
        createdAt: s.created_at,
        userMessages: messages.filter((m) => m.session_id === s.id).map((m) => ({ content: m.content, at: m.created_at })),
        recommendations: recommendations.filter((r) => r.session_id === s.id),
      }),
    );
    return coachingInsights({ sessions: facts, entries, today, timeZone });
  }
}
