import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { OneOnOneModule } from '../one-on-one/index.js';
import { OrganizationModule } from '../organization/index.js';
import { UsersModule } from '../users/index.js';
import { AgendaAccess } from './commands/agenda-access.js';
import { AGENDA_COMMAND_HANDLERS } from './commands/agenda.handlers.js';
import { SESSION_TOPIC_CATALOGUE_COMMAND_HANDLERS } from './commands/session-topic-catalogue.handlers.js';
import { ONE_ON_ONE_AGENDA_EVENT_SCHEMAS, SESSION_TOPIC_CATALOGUE_EVENT_SCHEMAS } from './events/one-on-one-agenda.events.js';
import { OneOnOneAgendasController } from './http/one-on-one-agendas.controller.js';
import { CreateOneOnOneAgendaReadModels1765100000000 } from './migrations/1765100000000-create-one-on-one-agenda-read-models.js';
import { AgendaBoardProjection } from './projections/agenda-board/agenda-board.projection.js';
import { AGENDA_READ_MODELS } from './projections/agenda-board/agenda-board.read-model.js';
import { AgendaReader } from './queries/agenda-reader.js';
import { GetAgendaHandler } from './queries/get-agenda/get-agenda.handler.js';
import { GetTopicCatalogueHandler } from './queries/get-topic-catalogue/get-topic-catalogue.handler.js';
import { ListMyAgendasHandler } from './queries/list-my-agendas/list-my-agendas.handler.js';
import { CloseAgendaOnSessionRecorded } from './reactors/close-agenda-on-session-recorded.reactor.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';
import { oneOnOneAgendaDecider, oneOnOneAgendaStream } from './domain/one-on-one-agenda.js';
import { sessionTopicCatalogueDecider, sessionTopicCatalogueStream } from './domain/session-topic-catalogue.js';

/**
 * 1on1 agendas (docs/modules/one-on-one-agendas.md): topics before a session, outcomes and action
 * items during it, the member's pulse after it, and each team's topic catalogue. Built beside the
 * 1on1 module, reading its `OneOnOneReader` and reacting to its recorded sessions.
 */
@Module({
  imports: [
    EventStoreModule.forFeature([...SESSION_TOPIC_CATALOGUE_EVENT_SCHEMAS, ...ONE_ON_ONE_AGENDA_EVENT_SCHEMAS], [streamFolder(oneOnOneAgendaStream, oneOnOneAgendaDecider), streamFolder(sessionTopicCatalogueStream, sessionTopicCatalogueDecider)]),
    TypeOrmModule.forFeature(AGENDA_READ_MODELS),
    OneOnOneModule,
    OrganizationModule,
    UsersModule,
  ],
  controllers: [OneOnOneAgendasController],
  providers: [
    AgendaAccess,
    ...AGENDA_COMMAND_HANDLERS,
    ...SESSION_TOPIC_CATALOGUE_COMMAND_HANDLERS,
    GetAgendaHandler,
    ListMyAgendasHandler,
    GetTopicCatalogueHandler,
    AgendaBoardProjection,
    CloseAgendaOnSessionRecorded,
    AgendaReader,
  ],
  exports: [AgendaReader],
})
export class OneOnOneAgendasModule {
  /** Its read-model tables' migrations (AppModule runs every module's, in timestamp order). */
  static readonly migrations = [CreateOneOnOneAgendaReadModels1765100000000];
}
