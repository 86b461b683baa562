import { Injectable } from '@nestjs/common';
import type { UserType } from '../../../../platform/auth/session-user.js';

/** What a request needs of its signed-in user's `users` row. */
export interface SessionUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  isActive: boolean;
}

/** How long a row read for one request serves the next ones of the same user. */
export const SESSION_USER_TTL_MS = 5_000;
/** After a change to a user is applied, their row is not cached for this long (see evict). */
export const SESSION_USER_QUIET_MS = 1_000;
const MAX_ENTRIES = 10_000;

/**
 * A short-lived in-process copy of the `users` rows that sessions resolve to, so an authenticated
 * request costs one database round trip less (docs/benchmarks.md, command over HTTP).
 *
 * The users projection evicts a user whenever it applies one of their events, so on this instance
 * a role or profile change counts from the next request after the command's answer. Eviction
 * happens inside the projection's transaction, so a request reading the row between the apply and
 * the commit would still see the old row: for SESSION_USER_QUIET_MS after an eviction the user is
 * therefore read from the table every time. Every instance, whether it runs the users projection
 * or not, also evicts a user when their event is appended anywhere (SessionUserEviction, decision
 * 0026); a row cached before the projection committed expires SESSION_USER_TTL_MS after it was read.
 */
@Injectable()
export class SessionUserCache {
  private readonly entries = new Map<string, { row: SessionUserRow; until: number }>();
  private readonly quietUntil = new Map<string, number>();

  get(userId: string, now = Date.now()): SessionUserRow | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.until > now) return entry.row;
    this.entries.delete(userId);
    return undefined;
  }

  set(row: SessionUserRow, now = Date.now()): void {
    const quiet = this.quietUntil.get(row.id);
    if (quiet !== undefined) {
      if (quiet > now) return;
      this.quietUntil.delete(row.id);
    }
    this.entries.delete(row.id);
    this.entries.set(row.id, { row, until: now + SESSION_USER_TTL_MS });
    // Oldest first in a Map: drop it when the cache is full.
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }

  evict(userId: string, now = Date.now()): void {
    this.entries.delete(userId);
    this.quietUntil.set(userId, now + SESSION_USER_QUIET_MS);
    if (this.quietUntil.size > MAX_ENTRIES) {
      for (const [id, until] of this.quietUntil) if (until <= now) this.quietUntil.delete(id);
    }
  }
}
