import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { preparedQuery } from '../../../platform/database/prepared-query.js';
import type { PractitionerCountPort } from '../../../platform/site-config/practitioner-count.port.js';
import { UserReadModel } from '../projections/users/user.read-model.js';
import { DISPLAY_NAMES_STATEMENT, displayName, type DisplayNameRow } from './display-names-sql.js';

/** A user as the directory search answers it; the controller drops `email` for plain members. */
export interface DirectoryEntry {
  userId: string;
  displayName: string;
  email: string;
}

/**
 * What other modules may read about users, exported by `UsersModule` and re-exported from the
 * module's `index.ts` (docs/modules/users.md). Answered from the users read model: a user
 * registered a moment ago may not be there yet.
 */
@Injectable()
export class UserDirectory implements PractitionerCountPort {
  constructor(@InjectRepository(UserReadModel) private readonly users: Repository<UserReadModel>) {}

  async exists(userId: string): Promise<boolean> {
    return this.users.existsBy({ id: userId });
  }

  /** Every user who shows a picture (an uploaded one, or the issuer's), for the avatars (decision 0095). */
  async pictures(): Promise<{ userId: string; pictureUrl: string }[]> {
    return (await this.users.manager.query(
      `SELECT id AS "userId", profile_image_url AS "pictureUrl" FROM users WHERE profile_image_url IS NOT NULL ORDER BY id`,
    )) as { userId: string; pictureUrl: string }[];
  }

  /**
   * Display names, family name first (`姓 名`), by user id; unknown (or forgotten) users are left
   * out. One named prepared statement (planned once per connection) rather than `find` + `In()`,
   * whose query builder was about 3.5 % of the server's busy time on the forum's first page.
   */
  async displayNames(userIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    if (userIds.length === 0) return new Map();
    const { name, text } = DISPLAY_NAMES_STATEMENT;
    const rows = await preparedQuery<DisplayNameRow>(this.users.manager, name, text, [[...userIds]]);
    return new Map(rows.map((row) => [row.id, displayName(row)]));
  }

  /**
   * The organisation's users whose name (either order, with or without the space) contains
   * `term`, or whose e-mail does when `byEmail` (a reader allowed to see e-mails), sorted by name;
   * at most `limit`. An empty term lists the first `limit` users. `term` is compared after NFKC
   * and case folding; `%` and `_` in it are plain characters.
   */
  async search(term: string, options: { byEmail: boolean; limit: number }): Promise<DirectoryEntry[]> {
    const needle = term.normalize('NFKC').trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    const pattern = `%${needle}%`;
    const rows = (await this.users.manager.query(
      `SELECT id, first_name AS "firstName", last_name AS "lastName", email
         FROM users
        WHERE $1 = ''
           OR lower(last_name || ' ' || first_name) LIKE $2
           OR lower(last_name || first_name) LIKE $2
           OR lower(first_name || ' ' || last_name) LIKE $2
           OR ($3 AND lower(email) LIKE $2)
        ORDER BY last_name, first_name, id
        LIMIT $4`,
      [needle, pattern, options.byEmail, options.limit],
    )) as (DisplayNameRow & { email: string })[];
    return rows.map((row) => ({ userId: row.id, displayName: displayName(row), email: row.email }));
  }

  /**
   * The active users among `userIds` with their names and addresses (whom the notifications mail);
   * unknown or inactive users are left out. A forgotten user's address is the forgotten placeholder.
   */
  async contacts(userIds: readonly string[]): Promise<ReadonlyMap<string, DirectoryEntry>> {
    if (userIds.length === 0) return new Map();
    const rows = (await this.users.manager.query(
      `SELECT id, first_name AS "firstName", last_name AS "lastName", email FROM users WHERE id = ANY($1::text[]) AND is_active`,
      [[...userIds]],
    )) as (DisplayNameRow & { email: string })[];
    return new Map(rows.map((row) => [row.id, { userId: row.id, displayName: displayName(row), email: row.email }]));
  }

  /** The active admins with their addresses (who handles the companion site's inquiries unless an address is set). */
  async admins(): Promise<DirectoryEntry[]> {
    const rows = (await this.users.manager.query(
      `SELECT id, first_name AS "firstName", last_name AS "lastName", email FROM users WHERE user_type = 'admin' AND is_active ORDER BY last_name, first_name, id`,
    )) as (DisplayNameRow & { email: string })[];
    return rows.map((row) => ({ userId: row.id, displayName: displayName(row), email: row.email }));
  }

  /** Every account in the read model (one COUNT over a small table); the site config shows it publicly. */
  async practitionerCount(): Promise<number> {
    return this.users.count();
  }
}
