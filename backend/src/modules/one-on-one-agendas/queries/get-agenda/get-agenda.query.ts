import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { AgendaResponse } from '../../http/one-on-one-agendas.response.dto.js';

/** One entry's agendas for its member or manager; not found for anyone else. */
export class GetAgendaQuery extends Query<AgendaResponse> {
  constructor(
    readonly entryId: string,
    readonly reader: SessionUser,
  ) {
    super();
  }
}
