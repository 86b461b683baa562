import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { SaveCultureScenario, ShareCultureScenario } from '../domain/culture-scenario.commands.js';
import { ScenarioNotFoundError } from '../domain/culture-simulation.errors.js';
import { CultureAnalysis } from '../queries/culture-analysis.js';
import { GetCultureMeasurementsQuery } from '../queries/get-culture-measurements/get-culture-measurements.query.js';
import { ListCultureScenariosQuery } from '../queries/list-culture-scenarios/list-culture-scenarios.query.js';
import { SimulateCultureQuery } from '../queries/simulate-culture/simulate-culture.query.js';
import { SaveCultureScenarioRequest, ShareCultureScenarioRequest, SimulateCultureRequest } from './culture-simulation.request.dto.js';
import { CultureMeasurementsResponse, CultureScenarioResponse, CultureSimulationResponse } from './culture-simulation.response.dto.js';

const LEADERS_ONLY = "The team's leaders, team_admin and admin only (CULTURE_SIMULATION.TEAM_FORBIDDEN)";

const UNKNOWN_TEAM = 'Unknown team';

/**
 * The culture-change simulation (docs/modules/culture-simulation.md): what the team's history
 * measures, scenarios projected by Monte Carlo, and saved scenarios compared with what happened.
 */
@ApiTags('culture-simulation')
@Controller('api/culture-simulation')
export class CultureSimulationController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly analysis: CultureAnalysis,
  ) {}

  @Get('teams/:teamId/measurements')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: CultureMeasurementsResponse, description: 'Velocities and effects with intervals and sample sizes; says when the history is too thin' },
    forbidden: LEADERS_ONLY,
    notFound: UNKNOWN_TEAM,
  })
  measurements(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<CultureMeasurementsResponse> {
    return this.queryBus.execute(new GetCultureMeasurementsQuery(teamId, user));
  }

  @Post('teams/:teamId/simulations')
  @HttpCode(200)
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: CultureSimulationResponse, description: 'The projection; nothing is recorded' },
    badRequest: 'A setting out of its range, named by field',
    forbidden: LEADERS_ONLY,
    notFound: UNKNOWN_TEAM,
    conflict: 'The history is too thin for a model (CULTURE_SIMULATION.INSUFFICIENT_HISTORY)',
  })
  simulate(@Param('teamId') teamId: string, @Body() body: SimulateCultureRequest, @CurrentUser() user: SessionUser): Promise<CultureSimulationResponse> {
    return this.queryBus.execute(new SimulateCultureQuery(teamId, user, body));
  }

  @Get('teams/:teamId/scenarios')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: [CultureScenarioResponse], description: 'My scenarios and the shared ones, newest first, each compared with what happened' },
    forbidden: LEADERS_ONLY,
    notFound: UNKNOWN_TEAM,
  })
  scenarios(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<CultureScenarioResponse[]> {
    return this.queryBus.execute(new ListCultureScenariosQuery(teamId, user));
  }

  @Post('teams/:teamId/scenarios')
  @Access('signed_in')
  @ApiAnswers({
    created: { type: CultureScenarioResponse, description: 'Saved with the projection computed now on the server' },
    badRequest: 'A setting out of its range, or a missing name',
    forbidden: LEADERS_ONLY,
    notFound: UNKNOWN_TEAM,
    conflict: 'The history is too thin for a model',
  })
  async save(@Param('teamId') teamId: string, @Body() body: SaveCultureScenarioRequest, @CurrentUser() user: SessionUser): Promise<CultureScenarioResponse> {
    await this.analysis.requireTeam(teamId, user, 'manage');
    const result = await this.analysis.simulate(teamId, body);
    const scenarioId = randomUUID();
    await this.commandBus.execute(new SaveCultureScenario({ scenarioId, teamId, name: body.name, parameters: body.parameters, result }, user));
    return this.one(teamId, scenarioId, user);
  }

  @Get('teams/:teamId/scenarios/:scenarioId')
  @Access('signed_in')
  @ApiAnswers({ ok: CultureScenarioResponse, forbidden: LEADERS_ONLY, notFound: "Unknown team, or a scenario not of this team or neither mine nor shared" })
  scenario(@Param('teamId') teamId: string, @Param('scenarioId') scenarioId: string, @CurrentUser() user: SessionUser): Promise<CultureScenarioResponse> {
    return this.one(teamId, scenarioId, user);
  }

  @Post('scenarios/:scenarioId/share')
  @HttpCode(204)
  @Access('signed_in')
  @ApiAnswers({
    noContent: "Shared with the team's leaders (again: nothing changes)",
    forbidden: 'Not the author, or no longer a leader of its team',
    notFound: 'Unknown scenario',
  })
  async share(@Param('scenarioId') scenarioId: string, @Body() _body: ShareCultureScenarioRequest, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new ShareCultureScenario({ scenarioId }, user));
  }

  private async one(teamId: string, scenarioId: string, user: SessionUser): Promise<CultureScenarioResponse> {
    const [scenario] = await this.queryBus.execute(new ListCultureScenariosQuery(teamId, user, scenarioId));
    if (!scenario) throw new ScenarioNotFoundError();
    return scenario;
  }
}
