import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CommunityEventsReader } from '../community-events-reader.js';
import { GetEventCalendarQuery } from './get-event-calendar.query.js';

@QueryHandler(GetEventCalendarQuery)
export class GetEventCalendarHandler implements IQueryHandler<GetEventCalendarQuery> {
  constructor(private readonly reader: CommunityEventsReader) {}

  execute({ eventId, viewer }: GetEventCalendarQuery): Promise<string> {
    return this.reader.eventIcs(eventId, viewer);
  }
}
