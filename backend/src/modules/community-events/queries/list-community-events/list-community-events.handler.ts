import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CommunityEventResponse } from '../../http/community-events.response.dto.js';
import { CommunityEventsReader } from '../community-events-reader.js';
import { ListCommunityEventsQuery } from './list-community-events.query.js';

@QueryHandler(ListCommunityEventsQuery)
export class ListCommunityEventsHandler implements IQueryHandler<ListCommunityEventsQuery> {
  constructor(private readonly reader: CommunityEventsReader) {}

  execute({ filter, viewer }: ListCommunityEventsQuery): Promise<CommunityEventResponse[]> {
    return this.reader.list(filter, viewer);
  }
}
