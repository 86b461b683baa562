import { Module } from '@nestjs/common';
import { BoardAsOf, EntryAuditReader } from '../boards/index.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { ClearMatrixTeamHistoryHandler } from './commands/clear-matrix-team-history/clear-matrix-team-history.handler.js';
import { DeleteMatrixGrowthPointHandler } from './commands/delete-matrix-growth-point/delete-matrix-growth-point.handler.js';
import { MsMatrixEntryGuard } from './commands/ms-matrix-entry.guard.js';
import { MoveMatrixMemberHandler } from './commands/move-matrix-member/move-matrix-member.handler.js';
import { PlaceMatrixMemberHandler } from './commands/place-matrix-member/place-matrix-member.handler.js';
import { RemoveMatrixMemberHandler } from './commands/remove-matrix-member/remove-matrix-member.handler.js';
import { MS_MATRIX_ENTRY_EVENT_SCHEMAS } from './events/ms-matrix-entry.events.js';
import { MsMatrixController } from './http/ms-matrix.controller.js';
import { MS_MATRIX_READ_MODELS } from './projections/ms-matrix-board/ms-matrix-board.read-model.js';
import { MS_MATRIX_TIMELINE_READ_MODELS } from './projections/ms-matrix-timeline/ms-matrix-timeline.read-model.js';
import { MsMatrixTimelineProjection } from './projections/ms-matrix-timeline/ms-matrix-timeline.projection.js';
import { GetTeamMatrixAsOfHandler } from './queries/get-team-matrix-as-of/get-team-matrix-as-of.handler.js';
import { CreateMsMatrixTimeline1765500000000 } from './migrations/1765500000000-create-ms-matrix-timeline.js';
import { MsMatrixBoardProjection } from './projections/ms-matrix-board/ms-matrix-board.projection.js';
import { ExportTeamMatrixCsvHandler } from './queries/export-team-matrix-csv/export-team-matrix-csv.handler.js';
import { GetEntryAuditHandler } from './queries/get-entry-audit/get-entry-audit.handler.js';
import { GetMatrixEntryHandler } from './queries/get-matrix-entry/get-matrix-entry.handler.js';
import { GetTeamGrowthHistoryHandler } from './queries/get-team-growth-history/get-team-growth-history.handler.js';
import { GetTeamMatrixHandler } from './queries/get-team-matrix/get-team-matrix.handler.js';
import { MsMatrixReader } from './queries/ms-matrix-reader.js';
import { OrganizationModule } from '../organization/index.js';
import { UsersModule } from '../users/index.js';
import { CreateMsMatrixReadModels1764500000000 } from './migrations/1764500000000-create-ms-matrix-read-models.js';
import { EntryPlacedPosition1764800100000 } from './migrations/1764800100000-entry-placed-position.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';
import { msMatrixEntryDecider, msMatrixEntryStream } from './domain/ms-matrix-entry.js';

/**
 * The MS (mindset × skill) matrix: one entry stream per team and member; the board is a projection.
 * Other modules import it to read through `MsMatrixReader`.
 */
@Module({
  imports: [EventStoreModule.forFeature(MS_MATRIX_ENTRY_EVENT_SCHEMAS, [streamFolder(msMatrixEntryStream, msMatrixEntryDecider)]), TypeOrmModule.forFeature([...MS_MATRIX_READ_MODELS, ...MS_MATRIX_TIMELINE_READ_MODELS]), OrganizationModule, UsersModule],
  controllers: [MsMatrixController],
  providers: [
    MsMatrixEntryGuard,
    PlaceMatrixMemberHandler,
    MoveMatrixMemberHandler,
    DeleteMatrixGrowthPointHandler,
    ClearMatrixTeamHistoryHandler,
    RemoveMatrixMemberHandler,
    GetTeamMatrixHandler,
    GetMatrixEntryHandler,
    GetTeamGrowthHistoryHandler,
    GetEntryAuditHandler,
    ExportTeamMatrixCsvHandler,
    MsMatrixBoardProjection,
    MsMatrixTimelineProjection,
    GetTeamMatrixAsOfHandler,
    BoardAsOf,
    EntryAuditReader,
    MsMatrixReader,
  ],
  exports: [MsMatrixReader],
})
export class MsMatrixModule {
  /** Its read-model tables' migrations (AppModule runs every module's, in timestamp order). */
  static readonly migrations = [CreateMsMatrixReadModels1764500000000, EntryPlacedPosition1764800100000, CreateMsMatrixTimeline1765500000000];
}
