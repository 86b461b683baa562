import { Query } from '@nestjs/cqrs';
import type { UserView } from '../user.view.js';

/** One user from the read model; null when unknown (or not projected yet). */
export class GetUserQuery extends Query<UserView | null> {
  constructor(readonly userId: string) {
    super();
  }
}
