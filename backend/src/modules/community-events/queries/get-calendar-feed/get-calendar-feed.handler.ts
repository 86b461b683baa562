import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { hashFeedToken } from '../../domain/calendar-feed-token.js';
import { CommunityEventsReader } from '../community-events-reader.js';
import { GetCalendarFeedQuery, GetCalendarFeedStatusQuery } from './get-calendar-feed.query.js';

@QueryHandler(GetCalendarFeedQuery)
export class GetCalendarFeedHandler implements IQueryHandler<GetCalendarFeedQuery> {
  constructor(private readonly reader: CommunityEventsReader) {}

  execute({ token }: GetCalendarFeedQuery): Promise<string | null> {
    return this.reader.feedIcs(hashFeedToken(token));
  }
}

@QueryHandler(GetCalendarFeedStatusQuery)
export class GetCalendarFeedStatusHandler implements IQueryHandler<GetCalendarFeedStatusQuery> {
  constructor(private readonly reader: CommunityEventsReader) {}

  execute({ userId }: GetCalendarFeedStatusQuery): Promise<Date | null> {
    return this.reader.feedIssuedAt(userId);
  }
}
