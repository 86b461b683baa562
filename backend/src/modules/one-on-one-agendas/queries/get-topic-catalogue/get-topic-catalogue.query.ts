import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { SessionTopicCatalogueResponse } from '../../http/one-on-one-agendas.response.dto.js';

/** A team's topic catalogue, for those who may read the team. */
export class GetTopicCatalogueQuery extends Query<SessionTopicCatalogueResponse> {
  constructor(
    readonly teamId: string,
    readonly reader: SessionUser,
  ) {
    super();
  }
}
