import type { Type } from '@nestjs/common';
import { decideOnStream } from '../../../platform/commands/pass-through.js';
import { sharedHandler } from '../../../platform/commands/shared-handler.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { OrganizationDirectory } from '../../organization/index.js';
import { AddSessionTopic, SetSessionTopicActive } from '../domain/one-on-one-agenda.commands.js';
import { sessionTopicCatalogueDecider, sessionTopicCatalogueStream } from '../domain/session-topic-catalogue.js';

/** A team's topic catalogue is changed by those who manage the team (its leaders, team_admin, admin). */
const byTeamManager = <C extends AddSessionTopic | SetSessionTopicActive>(command: Type<C>) =>
  sharedHandler(command, [AggregateStore, OrganizationDirectory], async (cmd, aggregates, organization) => {
    await organization.requireTeamAccess(cmd.data.teamId, cmd.actor, 'manage');
    await decideOnStream(aggregates, sessionTopicCatalogueStream.streamId(cmd.data.teamId), sessionTopicCatalogueDecider, cmd);
  });

export const SESSION_TOPIC_CATALOGUE_COMMAND_HANDLERS = [byTeamManager(AddSessionTopic), byTeamManager(SetSessionTopicActive)];
