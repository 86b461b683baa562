import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { ShareCultureScenario } from '../../domain/culture-scenario.commands.js';
import { cultureScenarioDecider, cultureScenarioStream } from '../../domain/culture-scenario.js';
import { ScenarioNotFoundError } from '../../domain/culture-simulation.errors.js';
import { CultureAnalysis } from '../../queries/culture-analysis.js';

/** The author shares their scenario, while they still manage its team (else 403; another team's or an unknown scenario: 404). */
@CommandHandler(ShareCultureScenario)
export class ShareCultureScenarioHandler implements ICommandHandler<ShareCultureScenario> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly analysis: CultureAnalysis,
  ) {}

  async execute(command: ShareCultureScenario): Promise<void> {
    const streamId = cultureScenarioStream.streamId(command.data.scenarioId);
    const { state } = await this.aggregates.load(streamId, cultureScenarioDecider);
    if (state.status === 'empty') throw new ScenarioNotFoundError();
    await this.analysis.requireTeam(state.teamId, command.actor, 'manage');
    await this.aggregates.execute(streamId, cultureScenarioDecider, (latest) => cultureScenarioDecider.decide(command, latest), {
      expectedRevision: command.expectedRevision,
    });
  }
}
