import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Ends a user's sessions from the server side (forgetting a person, decision 0044). The rows go
 * from the session table, and this process's cached copies (`cacheSessionReads`) go with them, so
 * the user's next request here is unauthenticated at once; another process that had one cached
 * honours it for at most the cache's lifetime (decision 0026), as after a sign-out.
 */
@Injectable()
export class UserSessions {
  private dropCached: (sid: string) => void = () => undefined;

  constructor(private readonly dataSource: DataSource) {}

  /** configureAuth hands over how to drop a session from this process's read cache. */
  attachCache(dropCached: (sid: string) => void): void {
    this.dropCached = dropCached;
  }

  /** Ends every session of the user (passport keeps the session user's id in `sess`); answers how many. */
  async endAllOf(userId: string): Promise<number> {
    const [rows] = (await this.dataSource.query(`DELETE FROM sessions WHERE sess -> 'passport' -> 'user' ->> 'id' = $1 RETURNING sid`, [userId])) as [
      { sid: string }[],
      number,
    ];
    for (const { sid } of rows) this.dropCached(sid);
    return rows.length;
  }
}
