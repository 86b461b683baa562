import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { PractitionerCountPort } from '../../../platform/site-config/practitioner-count.port.js';
import { UserReadModel } from '../projections/users/user.read-model.js';

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

  /** Display names, family name first (`姓 名`), by user id; unknown (or forgotten) users are left out. */
  async displayNames(userIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.users.find({ select: { id: true, firstName: true, lastName: true }, where: { id: In([...userIds]) } });
    return new Map(rows.map((row) => [row.id, `${row.lastName} ${row.firstName}`.trim()]));
  }

  /** Every account in the read model (one COUNT over a small table); the site config shows it publicly. */
  async practitionerCount(): Promise<number> {
    return this.users.count();
  }
}
