import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { MyAgendaResponse } from '../../http/one-on-one-agendas.response.dto.js';

/** The 1on1s the reader takes part in as the member (their company member is linked to them). */
export class ListMyAgendasQuery extends Query<MyAgendaResponse[]> {
  constructor(readonly reader: SessionUser) {
    super();
  }
}
