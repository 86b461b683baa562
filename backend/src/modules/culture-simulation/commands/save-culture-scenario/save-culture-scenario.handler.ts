import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { SaveCultureScenario } from '../../domain/culture-scenario.commands.js';
import { cultureScenarioDecider, cultureScenarioStreamId } from '../../domain/culture-scenario.js';

/**
 * Saves a scenario with the projection the controller computed for it on the server. Access
 * (`manage` of the team) is checked by the controller before the simulation runs.
 */
@CommandHandler(SaveCultureScenario)
export class SaveCultureScenarioHandler implements ICommandHandler<SaveCultureScenario> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: SaveCultureScenario): Promise<void> {
    await this.aggregates.execute(
      cultureScenarioStreamId(command.data.scenarioId),
      cultureScenarioDecider,
      (state) => cultureScenarioDecider.decide(command, state),
      { expectedRevision: command.expectedRevision },
    );
  }
}
