import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { OrganizationDirectory } from '../../organization/index.js';
import { AddSessionTopic, SetSessionTopicActive } from '../domain/one-on-one-agenda.commands.js';
import { sessionTopicCatalogueDecider, sessionTopicCatalogueStreamId } from '../domain/session-topic-catalogue.js';

// A team's topic catalogue is changed by those who manage the team (its leaders, team_admin, admin).

@CommandHandler(AddSessionTopic)
export class AddSessionTopicHandler implements ICommandHandler<AddSessionTopic> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly organization: OrganizationDirectory,
  ) {}

  async execute(command: AddSessionTopic): Promise<void> {
    await this.organization.requireTeamAccess(command.data.teamId, command.actor, 'manage');
    await this.aggregates.execute(
      sessionTopicCatalogueStreamId(command.data.teamId),
      sessionTopicCatalogueDecider,
      (state) => sessionTopicCatalogueDecider.decide(command, state),
      { expectedRevision: command.expectedRevision },
    );
  }
}

@CommandHandler(SetSessionTopicActive)
export class SetSessionTopicActiveHandler implements ICommandHandler<SetSessionTopicActive> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly organization: OrganizationDirectory,
  ) {}

  async execute(command: SetSessionTopicActive): Promise<void> {
    await this.organization.requireTeamAccess(command.data.teamId, command.actor, 'manage');
    await this.aggregates.execute(
      sessionTopicCatalogueStreamId(command.data.teamId),
      sessionTopicCatalogueDecider,
      (state) => sessionTopicCatalogueDecider.decide(command, state),
      { expectedRevision: command.expectedRevision },
    );
  }
}
