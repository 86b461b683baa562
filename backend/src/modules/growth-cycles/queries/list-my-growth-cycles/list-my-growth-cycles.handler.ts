import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { UserDirectory } from '../../../users/index.js';
import { findCycles, type GrowthCycleView } from '../growth-cycle.view.js';
import { ListMyGrowthCyclesQuery } from './list-my-growth-cycles.query.js';

@QueryHandler(ListMyGrowthCyclesQuery)
export class ListMyGrowthCyclesHandler implements IQueryHandler<ListMyGrowthCyclesQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly users: UserDirectory,
  ) {}

  execute({ reader }: ListMyGrowthCyclesQuery): Promise<GrowthCycleView[]> {
    return findCycles(this.db, this.users, 'user_id = $1', [reader.id]);
  }
}
