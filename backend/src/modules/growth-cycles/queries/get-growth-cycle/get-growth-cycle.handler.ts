import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { UserDirectory } from '../../../users/index.js';
import { GrowthCycleNotFoundError } from '../../domain/growth-cycle.errors.js';
import { findCycles, type GrowthCycleView } from '../growth-cycle.view.js';
import { GetGrowthCycleQuery } from './get-growth-cycle.query.js';

@QueryHandler(GetGrowthCycleQuery)
export class GetGrowthCycleHandler implements IQueryHandler<GetGrowthCycleQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly users: UserDirectory,
  ) {}

  async execute({ cycleId, reader }: GetGrowthCycleQuery): Promise<GrowthCycleView> {
    const [cycle] = await findCycles(this.db, this.users, 'id = $1 AND (user_id = $2 OR is_public)', [cycleId, reader.id], 1);
    if (!cycle) throw new GrowthCycleNotFoundError();
    return cycle;
  }
}
