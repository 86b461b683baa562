import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { GetAwardOutcomeQuery, type AwardOutcome } from '../../../growth-cycles/index.js';
import { FAIR_PLAY_MESSAGES } from '../../domain/fair-play.js';
import { WITHHOLDING_REASONS, type WithholdingReason } from '../../events/points-account.events.js';

const isReason = (value: unknown): value is WithholdingReason => WITHHOLDING_REASONS.includes(value as WithholdingReason);

/** The ledger row of the act's award: what was paid, or which rule withheld it and why. */
@QueryHandler(GetAwardOutcomeQuery)
export class GetAwardOutcomeHandler implements IQueryHandler<GetAwardOutcomeQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async execute({ userId, relatedEntityId }: GetAwardOutcomeQuery): Promise<AwardOutcome> {
    const [row] = (await this.manager.query(
      `SELECT points, withheld_reason FROM point_transactions
        WHERE user_id = $1 AND related_entity_id = $2 AND transaction_type <> 'shop_purchase'
        ORDER BY event_position LIMIT 1`,
      [userId, relatedEntityId],
    )) as { points: number; withheld_reason: string | null }[];
    if (!row) return { pointsAwarded: null, fairPlay: null };
    const reason = row.withheld_reason;
    return { pointsAwarded: row.points, fairPlay: isReason(reason) ? { reason, message: FAIR_PLAY_MESSAGES[reason] } : null };
  }
}
