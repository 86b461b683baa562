import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { insertRows } from '../../../../platform/database/rows.js';
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
    await insertRows(
      manager,
      'contribution_acts',
      acts.map((a) => ({ event_id: a.eventId, act: a.act, user_id: a.userId, quality: a.quality, occurred_at: a.occurredAt })),
      { ignore: true },
    );
    const awards = events.flatMap((event) =>
      event.type !== 'MvpPeriodClosed'
        ? []
        : event.data.awards.map((award) => ({
            period_kind: event.data.periodKind,
            period_start: event.data.periodStart,
            period_end: event.data.periodEnd,
            award_type: award.awardType,
            rank: award.rank,
            user_id: award.userId,
            score: award.score,
            awarded_at: event.metadata.occurredAt,
          })),
    );
    await insertRows(manager, 'mvp_awards', awards, { ignore: true });
  }
}
