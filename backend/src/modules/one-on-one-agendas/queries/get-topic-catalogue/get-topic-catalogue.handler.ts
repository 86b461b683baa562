import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { OrganizationDirectory } from '../../../organization/index.js';
import type { SessionTopicCatalogueResponse } from '../../http/one-on-one-agendas.response.dto.js';
import { teamTopics } from '../topic-rows.js';
import { GetTopicCatalogueQuery } from './get-topic-catalogue.query.js';

@QueryHandler(GetTopicCatalogueQuery)
export class GetTopicCatalogueHandler implements IQueryHandler<GetTopicCatalogueQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly organization: OrganizationDirectory,
  ) {}

  async execute({ teamId, reader }: GetTopicCatalogueQuery): Promise<SessionTopicCatalogueResponse> {
    const access = await this.organization.requireTeamAccess(teamId, reader, 'read');
    return { teamId, canManage: access.canManage, topics: await teamTopics(this.db, teamId) };
  }
}
