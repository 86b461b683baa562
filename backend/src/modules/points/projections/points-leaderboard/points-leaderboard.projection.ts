import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { FeedForwardGiven, FeedForwardThanked, FeedbackGiven } from '../../../growth-cycles/index.js';
import { feedbackQuality } from '../../domain/contribution.js';
import { isOnlyStockPhrase } from '../../domain/fair-play.js';
import type { MvpPeriodClosed } from '../../events/points-account.events.js';

type HandledEvent = FeedbackGiven | FeedForwardGiven | FeedForwardThanked | MvpPeriodClosed;

interface Act {
  eventId: string;
  act: string;
  userId: string;
  quality: number;
  occurredAt: string;
}

function actsOf(event: RecordedEventOf<HandledEvent>): Act[] {
  const at = { eventId: event.eventId, occurredAt: event.metadata.occurredAt };
  switch (event.type) {
    case 'FeedbackGiven': {
      const { fromUserId, message, emotionBadges } = event.data;
      return [{ ...at, act: 'feedback_given', userId: fromUserId, quality: feedbackQuality(message, emotionBadges.length) }];
    }
    case 'FeedForwardGiven': {
      const { fromUserId, toUserId, originalMessage } = event.data;
      return [
        // A cheer that is only a stock phrase counts for nothing (quality 0), as it pays nothing.
        { ...at, act: 'feed_forward_given', userId: fromUserId, quality: isOnlyStockPhrase(originalMessage) ? 0 : 1 },
        { ...at, act: 'feed_forward_received', userId: toUserId, quality: 1 },
      ];
    }
    case 'FeedForwardThanked': {
      const { byUserId } = event.data;
      return [{ ...at, act: 'feed_forward_thanked', userId: byUserId, quality: 1 }];
    }
    case 'MvpPeriodClosed':
      return [];
    default:
      return assertNever(event);
  }
}

/**
 * The contribution side of the leaderboard (one row per act that counts, docs/modules/points.md)
 * and the MVP awards of closed periods. The points side reads the ledger's transactions.
 */
@Injectable()
@ReadModelProjection()
export class PointsLeaderboardProjection implements Projection<HandledEvent> {
  readonly name = 'points-leaderboard';
  readonly handles: readonly HandledEvent['type'][] = ['FeedbackGiven', 'FeedForwardGiven', 'FeedForwardThanked', 'MvpPeriodClosed'];
  readonly tables = ['contribution_acts', 'mvp_awards'];

  apply(event: RecordedEventOf<HandledEvent>, manager: EntityManager): Promise<void> {
    return this.applyBatch([event], manager);
  }

  async applyBatch(events: readonly RecordedEventOf<HandledEvent>[], manager: EntityManager): Promise<void> {
    const acts = events.flatMap(actsOf);
    if (acts.length > 0) {
      await manager.query(
        `INSERT INTO contribution_acts (event_id, act, user_id, quality, occurred_at)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::timestamptz[])
         ON CONFLICT DO NOTHING`,
        [acts.map((a) => a.eventId), acts.map((a) => a.act), acts.map((a) => a.userId), acts.map((a) => a.quality), acts.map((a) => a.occurredAt)],
      );
    }
    for (const event of events) {
      if (event.type !== 'MvpPeriodClosed') continue;
      const { periodKind, periodStart, periodEnd, awards } = event.data;
      for (const award of awards) {
        await manager.query(
          `INSERT INTO mvp_awards (period_kind, period_start, period_end, award_type, rank, user_id, score, awarded_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
          [periodKind, periodStart, periodEnd, award.awardType, award.rank, award.userId, award.score, event.metadata.occurredAt],
        );
      }
    }
  }
}
