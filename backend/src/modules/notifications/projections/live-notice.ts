/** The PostgreSQL channel every instance LISTENs on (decision 0081). */
export const LIVE_CHANNEL = 'pivot_live';

/**
 * What a NOTIFY on the live channel says: new notifications for these users, or for whoever these
 * owner proofs name (an anonymous post's author, decision 0082). It carries no text: each
 * instance tells its connected tabs to fetch, and the fetch goes through the normal access checks.
 */
export interface LiveNotice {
  readonly kind: 'notification';
  /** The source event's position: the SSE event id, from which a reconnecting tab catches up. */
  readonly position: string;
  readonly users: readonly string[];
  readonly owners: readonly { readonly subjectId: string; readonly proof: string }[];
}
