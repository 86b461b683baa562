import type { CoachingSessionResponse } from '../../../shared/api/generated/ai-coaching';

/** The user's answers in a session, in order: the reflection guide's parts follow the coach's questions. */
export const userAnswers = (session: CoachingSessionResponse | null | undefined): string[] =>
  (session?.messages ?? []).filter((m) => m.role === 'user').map((m) => m.content);

/** The scenario a role-play session carries in its `context` JSON. */
export function scenarioOf(session: CoachingSessionResponse): { id: string; title: string } | null {
  if (!session.context) return null;
  try {
    return JSON.parse(session.context) as { id: string; title: string };
  } catch {
    return null;
  }
}

/** A session with no active one is null from the API: an empty answer or `{}`. */
export const orNull = (session: CoachingSessionResponse | null | undefined): CoachingSessionResponse | null => (session && 'id' in session ? session : null);
