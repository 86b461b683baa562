import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import type {
  CoachingSessionResponse,
  CoachingStatsResponse,
  JournalInsightsResponse,
  RecommendationResponse,
} from '../http/ai-coaching.response.dto.js';
import type { JournalEntryResponse } from '../http/journal.response.dto.js';

// Every query reads the caller's own rows only: sessions, messages and journal entries are never
// shown to anyone else, whatever their role.

/** The caller's sessions, newest first, with their messages. */
export class ListCoachingSessionsQuery extends Query<CoachingSessionResponse[]> {
  constructor(readonly user: SessionUser) {
    super();
  }
}

/** One of the caller's sessions; null for an unknown session or someone else's. */
export class GetCoachingSessionQuery extends Query<CoachingSessionResponse | null> {
  constructor(
    readonly user: SessionUser,
    readonly sessionId: string,
  ) {
    super();
  }
}

/** The caller's newest active session (of a type, when given); null when none. */
export class GetActiveCoachingSessionQuery extends Query<CoachingSessionResponse | null> {
  constructor(
    readonly user: SessionUser,
    readonly sessionType: string | undefined,
  ) {
    super();
  }
}

export class GetCoachingStatsQuery extends Query<CoachingStatsResponse> {
  constructor(
    readonly user: SessionUser,
    readonly now: Date,
  ) {
    super();
  }
}

export class ListRecommendationsQuery extends Query<RecommendationResponse[]> {
  constructor(readonly user: SessionUser) {
    super();
  }
}

export class ListJournalEntriesQuery extends Query<JournalEntryResponse[]> {
  constructor(readonly user: SessionUser) {
    super();
  }
}

export class GetJournalInsightsQuery extends Query<JournalInsightsResponse> {
  constructor(
    readonly user: SessionUser,
    readonly today: string,
  ) {
    super();
  }
}
