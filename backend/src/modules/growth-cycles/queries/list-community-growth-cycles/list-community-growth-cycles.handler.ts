import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { UserDirectory } from '../../../users/index.js';
import { findCycles, type GrowthCycleView } from '../growth-cycle.view.js';
import { ListCommunityGrowthCyclesQuery } from './list-community-growth-cycles.query.js';

export const COMMUNITY_CYCLES_SHOWN = 100;

@QueryHandler(ListCommunityGrowthCyclesQuery)
export class ListCommunityGrowthCyclesHandler implements IQueryHandler<ListCommunityGrowthCyclesQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly users: UserDirectory,
  ) {}

  execute({ reader }: ListCommunityGrowthCyclesQuery): Promise<GrowthCycleView[]> {
    return findCycles(this.db, this.users, `status = 'active' AND is_public AND user_id <> $1`, [reader.id], COMMUNITY_CYCLES_SHOWN);
  }
}
