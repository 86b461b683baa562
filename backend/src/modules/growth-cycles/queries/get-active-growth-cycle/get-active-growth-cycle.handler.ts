import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { UserDirectory } from '../../../users/index.js';
import { findCycles, type GrowthCycleView } from '../growth-cycle.view.js';
import { GetActiveGrowthCycleQuery } from './get-active-growth-cycle.query.js';

@QueryHandler(GetActiveGrowthCycleQuery)
export class GetActiveGrowthCycleHandler implements IQueryHandler<GetActiveGrowthCycleQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly users: UserDirectory,
  ) {}

  async execute({ reader }: GetActiveGrowthCycleQuery): Promise<GrowthCycleView | null> {
    const [current] = await findCycles(this.db, this.users, `user_id = $1 AND status = 'active'`, [reader.id], 1);
    return current ?? null;
  }
}
