import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { DeploymentClock } from '../../../platform/time/deployment-clock.js';
import { GetCoachingInsightsQuery } from '../insights/coaching-insights.query.js';
import { CoachingInsightsResponse } from './coaching-insights.response.dto.js';

/** The AI coach's insights mode and the reflection journal's insights tab: the caller's own data over time. */
@ApiTags('ai-coaching')
@Controller('api/ai-coaching')
export class CoachingInsightsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: DeploymentClock,
  ) {}

  @Get('insights')
  @Access('signed_in')
  @ApiAnswers({
    ok: {
      type: CoachingInsightsResponse,
      description: "Recurring themes, goals and their follow-up, the GROW stages reached and the weekly activity, from the caller's own sessions and journal entries",
    },
  })
  overTime(@CurrentUser() user: SessionUser): Promise<CoachingInsightsResponse> {
    return this.queries.execute(new GetCoachingInsightsQuery(user, this.clock.today(), this.clock.timeZone));
  }
}
