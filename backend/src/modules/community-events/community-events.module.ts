import { OneOnOneModule } from '../one-on-one/index.js';
import { ScheduleEventReminders } from './reactors/schedule-event-reminders.reactor.js';
import { Module } from '@nestjs/common';
import { CommunityEventSearch } from './queries/community-event-search.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { UsersModule } from '../users/index.js';
import { COMMUNITY_EVENT_COMMAND_HANDLERS } from './commands/community-event.handlers.js';
import { EventWriteQueue } from './commands/event-write-queue.js';
import { ScheduleCommunityEventHandler } from './commands/schedule-community-event/schedule-community-event.handler.js';
import { COMMUNITY_EVENT_EVENT_SCHEMAS } from './events/community-event.events.js';
import { CommunityEventsController } from './http/community-events.controller.js';
import { CreateCommunityEventReadModels1765100000000 } from './migrations/1765100000000-create-community-event-read-models.js';
import { EventMaterialsController } from './http/event-materials.controller.js';
import { EventRecordingController } from './http/event-recording.controller.js';
import { EventAccess } from './queries/event-access.js';
import { AddEventMaterials1767801000000 } from './migrations/1767801000000-add-event-materials.js';
import { AddEventRecordings1767811000000 } from './migrations/1767811000000-add-event-recordings.js';
import { CommunityEventsProjection } from './projections/community-events/community-events.projection.js';
import { COMMUNITY_EVENT_READ_MODELS } from './projections/community-events/community-events.read-model.js';
import { CommunityEventsReader } from './queries/community-events-reader.js';
import { GetCalendarFeedHandler, GetCalendarFeedStatusHandler } from './queries/get-calendar-feed/get-calendar-feed.handler.js';
import { GetCommunityEventHandler } from './queries/get-community-event/get-community-event.handler.js';
import { GetEventAnalyticsHandler } from './queries/get-event-analytics/get-event-analytics.handler.js';
import { GetEventCalendarHandler } from './queries/get-event-calendar/get-event-calendar.handler.js';
import { ListCommunityEventsHandler } from './queries/list-community-events/list-community-events.handler.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';
import { communityEventDecider, communityEventStream } from './domain/community-event.js';
import { calendarFeedDecider, calendarFeedStream } from './domain/calendar-feed.js';
import { GrowthCyclesModule } from '../growth-cycles/index.js';

/**
 * Community events (streams `community-event-<id>` and `calendar-feed-<userId>`): webinars,
 * workshops, seminars and meetings with registration, waiting list, approval, attendance,
 * feedback, analytics and calendar files (docs/modules/community-events.md).
 */
@Module({
  imports: [EventStoreModule.forFeature(COMMUNITY_EVENT_EVENT_SCHEMAS, [streamFolder(communityEventStream, communityEventDecider), streamFolder(calendarFeedStream, calendarFeedDecider)]), TypeOrmModule.forFeature(COMMUNITY_EVENT_READ_MODELS), UsersModule, OneOnOneModule, GrowthCyclesModule],
  controllers: [CommunityEventsController, EventMaterialsController, EventRecordingController],
  providers: [
    CommunityEventSearch,
    EventWriteQueue,
    ScheduleCommunityEventHandler,
    ...COMMUNITY_EVENT_COMMAND_HANDLERS,
    CommunityEventsReader,
    EventAccess,
    ListCommunityEventsHandler,
    GetCommunityEventHandler,
    GetEventAnalyticsHandler,
    GetEventCalendarHandler,
    GetCalendarFeedHandler,
    GetCalendarFeedStatusHandler,
    CommunityEventsProjection,
    ScheduleEventReminders,
  ],
  exports: [CommunityEventSearch],
})
export class CommunityEventsModule {
  static readonly migrations = [CreateCommunityEventReadModels1765100000000, AddEventMaterials1767801000000, AddEventRecordings1767811000000];
}
