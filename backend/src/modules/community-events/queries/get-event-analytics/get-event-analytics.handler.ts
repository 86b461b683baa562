import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventAnalyticsResponse } from '../../http/community-events.response.dto.js';
import { CommunityEventsReader } from '../community-events-reader.js';
import { GetEventAnalyticsQuery } from './get-event-analytics.query.js';

@QueryHandler(GetEventAnalyticsQuery)
export class GetEventAnalyticsHandler implements IQueryHandler<GetEventAnalyticsQuery> {
  constructor(private readonly reader: CommunityEventsReader) {}

  execute({ eventId, viewer }: GetEventAnalyticsQuery): Promise<EventAnalyticsResponse> {
    return this.reader.analytics(eventId, viewer);
  }
}
