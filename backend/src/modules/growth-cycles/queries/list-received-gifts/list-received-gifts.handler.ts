import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { UserDirectory } from '../../../users/index.js';
import { GrowthCycleNotFoundError } from '../../domain/growth-cycle.errors.js';
import type { ReceivedGiftsResponse } from '../../http/growth-cycles.response.dto.js';
import { findFeedForward, findFeedback } from '../gift.view.js';
import { ListReceivedGiftsQuery } from './list-received-gifts.query.js';

@QueryHandler(ListReceivedGiftsQuery)
export class ListReceivedGiftsHandler implements IQueryHandler<ListReceivedGiftsQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly users: UserDirectory,
  ) {}

  async execute({ cycleId, reader }: ListReceivedGiftsQuery): Promise<ReceivedGiftsResponse> {
    const owned: unknown[] = await this.db.query(`SELECT 1 FROM growth_cycles WHERE id = $1 AND user_id = $2`, [cycleId, reader.id]);
    if (owned.length === 0) throw new GrowthCycleNotFoundError();
    const [feedback, feedForward] = await Promise.all([
      findFeedback(this.db, this.users, 'growth_cycle_id = $1', [cycleId]),
      findFeedForward(this.db, this.users, 'growth_cycle_id = $1', [cycleId]),
    ]);
    return { feedback, feedForward };
  }
}
