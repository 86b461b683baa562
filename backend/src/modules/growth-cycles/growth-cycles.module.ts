import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { UsersModule } from '../users/index.js';
import { GROWTH_CYCLE_COMMAND_HANDLERS } from './commands/growth-cycle.handlers.js';
import { GiveFeedForwardHandler } from './commands/give-feed-forward/give-feed-forward.handler.js';
import { GiveFeedbackHandler } from './commands/give-feedback/give-feedback.handler.js';
import { StartGrowthCycleHandler } from './commands/start-growth-cycle/start-growth-cycle.handler.js';
import { GROWTH_CYCLE_EVENT_SCHEMAS } from './events/growth-cycle.events.js';
import { GrowthCyclesController } from './http/growth-cycles.controller.js';
import { CreateGrowthCycleReadModels1765310000000 } from './migrations/1765310000000-create-growth-cycle-read-models.js';
import { CreateFeedbackRequests1767620000000 } from './migrations/1767620000000-create-feedback-requests.js';
import { GrowthCycleTargetDate1767810000000 } from './migrations/1767810000000-growth-cycle-target-date.js';
import { RequestFeedbackHandler } from './commands/request-feedback/request-feedback.handler.js';
import { FeedbackRequestsProjection } from './projections/feedback-requests/feedback-requests.projection.js';
import { FeedbackRequestRow } from './projections/feedback-requests/feedback-requests.read-model.js';
import { OrganizationModule } from '../organization/index.js';
import { RunFeedbackReminder, ScheduleFeedbackReminders } from './reactors/schedule-feedback-reminders.reactor.js';
import { FEEDBACK_REQUEST_QUERY_HANDLERS } from './queries/feedback-requests/feedback-requests.handler.js';
import { GrowthCyclesProjection } from './projections/growth-cycles/growth-cycles.projection.js';
import { GROWTH_CYCLE_READ_MODELS } from './projections/growth-cycles/growth-cycles.read-model.js';
import { GetActiveGrowthCycleHandler } from './queries/get-active-growth-cycle/get-active-growth-cycle.handler.js';
import { GetFeedForwardHandler, GetFeedbackHandler } from './queries/get-gift/get-gift.handler.js';
import { GrowthCycleTargets } from './queries/growth-cycle-targets.js';
import { GetGrowthCycleHandler } from './queries/get-growth-cycle/get-growth-cycle.handler.js';
import { ListCommunityGrowthCyclesHandler } from './queries/list-community-growth-cycles/list-community-growth-cycles.handler.js';
import { ListMyGrowthCyclesHandler } from './queries/list-my-growth-cycles/list-my-growth-cycles.handler.js';
import { ListReceivedGiftsHandler } from './queries/list-received-gifts/list-received-gifts.handler.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';
import { growthCycleDecider, growthCycleStream } from './domain/growth-cycle.js';

/** Growth cycles, their buddy, and the feedback and feed-forward they receive (stream `growth-cycle-<id>`). */
@Module({
  imports: [
    EventStoreModule.forFeature(GROWTH_CYCLE_EVENT_SCHEMAS, [streamFolder(growthCycleStream, growthCycleDecider)]),
    TypeOrmModule.forFeature([...GROWTH_CYCLE_READ_MODELS, FeedbackRequestRow]),
    UsersModule,
    OrganizationModule,
  ],
  controllers: [GrowthCyclesController],
  providers: [
    StartGrowthCycleHandler,
    ...GROWTH_CYCLE_COMMAND_HANDLERS,
    GiveFeedbackHandler,
    GiveFeedForwardHandler,
    ListMyGrowthCyclesHandler,
    GetActiveGrowthCycleHandler,
    GetGrowthCycleHandler,
    ListCommunityGrowthCyclesHandler,
    ListReceivedGiftsHandler,
    GetFeedbackHandler,
    GetFeedForwardHandler,
    GrowthCyclesProjection,
    RequestFeedbackHandler,
    FeedbackRequestsProjection,
    ScheduleFeedbackReminders,
    RunFeedbackReminder,
    ...FEEDBACK_REQUEST_QUERY_HANDLERS,
    GrowthCycleTargets,
  ],
  exports: [GrowthCycleTargets],
})
export class GrowthCyclesModule {
  /** Its read-model tables' migrations (AppModule runs every module's, in timestamp order). */
  static readonly migrations = [CreateGrowthCycleReadModels1765310000000, CreateFeedbackRequests1767620000000, GrowthCycleTargetDate1767810000000];
}
