import { ScheduleNextSessionReminders } from './reactors/schedule-next-session-reminders.reactor.js';
import { Module } from '@nestjs/common';
import { BoardAsOf, EntryAuditReader } from '../boards/index.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { CreateOneOnOneEntryHandler } from './commands/create-one-on-one-entry/create-one-on-one-entry.handler.js';
import { DeleteOneOnOneEntryHandler } from './commands/delete-one-on-one-entry/delete-one-on-one-entry.handler.js';
import { DeleteOneOnOneGrowthPointHandler } from './commands/delete-one-on-one-growth-point/delete-one-on-one-growth-point.handler.js';
import { OneOnOneEntryGuard } from './commands/one-on-one-entry.guard.js';
import { MoveOneOnOneEntryHandler } from './commands/move-one-on-one-entry/move-one-on-one-entry.handler.js';
import { RecordOneOnOneSessionHandler } from './commands/record-one-on-one-session/record-one-on-one-session.handler.js';
import { ONE_ON_ONE_ENTRY_EVENT_SCHEMAS } from './events/one-on-one-entry.events.js';
import { OneOnOneMatrixController } from './http/one-on-one-matrix.controller.js';
import { OneOnOneBoardProjection } from './projections/one-on-one-board/one-on-one-board.projection.js';
import { OneOnOneTimelineProjection } from './projections/one-on-one-timeline/one-on-one-timeline.projection.js';
import { ONE_ON_ONE_TIMELINE_READ_MODELS } from './projections/one-on-one-timeline/one-on-one-timeline.read-model.js';
import { GetManagerEntriesAsOfHandler } from './queries/get-manager-entries-as-of/get-manager-entries-as-of.handler.js';
import { CreateOneOnOneTimeline1765500100000 } from './migrations/1765500100000-create-one-on-one-timeline.js';
import { ONE_ON_ONE_READ_MODELS } from './projections/one-on-one-board/one-on-one-board.read-model.js';
import { GetEntrySessionsHandler } from './queries/get-entry-sessions/get-entry-sessions.handler.js';
import { GetGrowthHistoryHandler } from './queries/get-growth-history/get-growth-history.handler.js';
import { GetManagerEntriesHandler } from './queries/get-manager-entries/get-manager-entries.handler.js';
import { GetOneOnOneEntryHandler } from './queries/get-one-on-one-entry/get-one-on-one-entry.handler.js';
import { GetOneOnOneEntryAuditHandler } from './queries/get-entry-audit/get-entry-audit.handler.js';
import { UsersModule } from '../users/index.js';
import { OneOnOneReader } from './queries/one-on-one-reader.js';
import { OrganizationModule } from '../organization/index.js';
import { CreateOneOnOneReadModels1764600000000 } from './migrations/1764600000000-create-one-on-one-read-models.js';
import { OneOnOneEntryPlacedPosition1764800200000 } from './migrations/1764800200000-entry-placed-position.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';
import { oneOnOneEntryDecider, oneOnOneEntryStream } from './domain/one-on-one-entry.js';

/**
 * The 1on1 matrix: a manager's entries, their growth points and sessions (stream `one-on-one-entry-<id>`).
 * Other modules import it to read through `OneOnOneReader`.
 */
@Module({
  imports: [EventStoreModule.forFeature(ONE_ON_ONE_ENTRY_EVENT_SCHEMAS, [streamFolder(oneOnOneEntryStream, oneOnOneEntryDecider)]), TypeOrmModule.forFeature([...ONE_ON_ONE_READ_MODELS, ...ONE_ON_ONE_TIMELINE_READ_MODELS]), OrganizationModule, UsersModule],
  controllers: [OneOnOneMatrixController],
  providers: [
    ScheduleNextSessionReminders,
    OneOnOneEntryGuard,
    CreateOneOnOneEntryHandler,
    MoveOneOnOneEntryHandler,
    DeleteOneOnOneGrowthPointHandler,
    RecordOneOnOneSessionHandler,
    DeleteOneOnOneEntryHandler,
    GetManagerEntriesHandler,
    GetOneOnOneEntryHandler,
    GetOneOnOneEntryAuditHandler,
    GetGrowthHistoryHandler,
    GetEntrySessionsHandler,
    OneOnOneBoardProjection,
    OneOnOneTimelineProjection,
    GetManagerEntriesAsOfHandler,
    BoardAsOf,
    EntryAuditReader,
    OneOnOneReader,
  ],
  exports: [OneOnOneReader],
})
export class OneOnOneModule {
  /** Its read-model tables' migrations (AppModule runs every module's, in timestamp order). */
  static readonly migrations = [CreateOneOnOneReadModels1764600000000, OneOnOneEntryPlacedPosition1764800200000, CreateOneOnOneTimeline1765500100000];
}
