import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { CultureScenarioResponse } from '../../http/culture-simulation.response.dto.js';

/**
 * The team's scenarios the caller may see (their own and the shared ones), newest first, each
 * compared with what happened at the projected months that have passed. With `scenarioId`, that one.
 */
export class ListCultureScenariosQuery extends Query<CultureScenarioResponse[]> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
    readonly scenarioId?: string,
  ) {
    super();
  }
}
