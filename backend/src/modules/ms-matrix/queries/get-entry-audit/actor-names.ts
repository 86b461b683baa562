import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetUserQuery } from '../../../users/index.js';

/** Display names (`姓 名`) of acting users, from the users module's read model. */
@Injectable()
export class ActorNames {
  constructor(private readonly queryBus: QueryBus) {}

  /** Unknown users (not projected yet, or forgotten) are left out. An audit names a few people at most. */
  async namesOf(userIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    const users = await Promise.all(userIds.map((id) => this.queryBus.execute(new GetUserQuery(id))));
    const names = new Map<string, string>();
    for (const user of users) {
      if (user) names.set(user.id, `${user.lastName} ${user.firstName}`.trim());
    }
    return names;
  }
}
