import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CommunityEventDetailResponse } from '../../http/community-events.response.dto.js';
import { CommunityEventsReader } from '../community-events-reader.js';
import { GetCommunityEventQuery } from './get-community-event.query.js';

@QueryHandler(GetCommunityEventQuery)
export class GetCommunityEventHandler implements IQueryHandler<GetCommunityEventQuery> {
  constructor(private readonly reader: CommunityEventsReader) {}

  execute({ eventId, viewer }: GetCommunityEventQuery): Promise<CommunityEventDetailResponse> {
    return this.reader.detail(eventId, viewer);
  }
}
