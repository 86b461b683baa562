// The community events module's public surface: other modules import only from here.
export { CommunityEventsModule } from './community-events.module.js';
export type { CommunityEventEvent } from './events/community-event.events.js';
// Commands the demo seeder may run, exactly as the HTTP layer does.
export {
  ScheduleCommunityEvent,
  ChangeCommunityEventStatus,
  RegisterForCommunityEvent,
  CancelEventRegistration,
  ApproveEventRegistration,
  RecordEventAttendance,
  GiveEventFeedback,
} from './domain/community-event.commands.js';
// The global search asks this module for what a query finds.
export { CommunityEventSearch } from './queries/community-event-search.js';
/** The due-moment kinds of an event's start (the notifications map them to its registrants). */
export { EVENT_STARTS_IN } from './reactors/schedule-event-reminders.reactor.js';
