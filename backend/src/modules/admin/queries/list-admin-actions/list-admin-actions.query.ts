import { Query } from '@nestjs/cqrs';
import type { AdminActionResponse } from '../../http/admin.response.dto.js';

/** The console's latest admin actions, newest first. */
export class ListAdminActionsQuery extends Query<AdminActionResponse[]> {
  constructor(readonly limit: number) {
    super();
  }
}
