import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { insertRows } from '../../../../platform/database/rows.js';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import { calendarDate } from '../../../../platform/time/calendar.js';
import type { FeedForwardGiven, FeedForwardThanked, FeedbackGiven } from '../../../growth-cycles/index.js';
import { feedbackQuality } from '../../domain/contribution.js';
import { isOnlyStockPhrase } from '../../domain/fair-play.js';
import { periodsOf } from '../../domain/periods.js';
import type { MvpPeriodClosed, PointsEarned } from '../../events/points-account.events.js';
import { scoreSql, tiebreakSql, type ScoreParts } from '../../domain/leaderboard-score.js';

type ActEvent = FeedbackGiven | FeedForwardGiven | FeedForwardThanked;
type HandledEvent = ActEvent | PointsEarned | MvpPeriodClosed;

interface Act {
  eventId: string;
  act: 'feedback_given' | 'feed_forward_given' | 'feed_forward_received' | 'feed_forward_thanked';
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
    case 'PointsEarned':
    case 'MvpPeriodClosed':
      return [];
    default:
      return assertNever(event);
  }
}

/** What one batch adds to one row of `leaderboard_scores`. */
interface Delta {
  metric: 'points' | 'contribution';
  kind: string;
  start: string;
  userId: string;
  points: number;
  reached: bigint;
  feedbackQuality: number;
  feedForwardCount: number;
  received: number;
  thanked: number;
}

const DELTA_COLUMNS = ['metric', 'period_kind', 'period_start', 'user_id', 'points', 'reached', 'feedback_quality', 'feed_forward_count', 'received', 'thanked'] as const;
const DELTA_TYPES = ['text', 'text', 'text', 'text', 'int4', 'int8', 'int4', 'int4', 'int4', 'int4'];
const SUMMED = ['points', 'feedback_quality', 'feed_forward_count', 'received', 'thanked'] as const;

/** The row's sums as inserted (`d`, the batch's delta) and as updated (the stored row plus the delta). */
const parts = (value: (column: (typeof DELTA_COLUMNS)[number]) => string): ScoreParts => ({
  metric: value('metric'),
  points: value('points'),
  reached: value('reached'),
  feedbackQuality: value('feedback_quality'),
  feedForwardCount: value('feed_forward_count'),
  received: value('received'),
  thanked: value('thanked'),
});
const inserted = parts((c) => `d.${c}`);
const updated = parts((c) => (c === 'metric' ? 's.metric' : c === 'reached' ? 'GREATEST(s.reached, EXCLUDED.reached)' : `s.${c} + EXCLUDED.${c}`));

/**
 * Adds the deltas to their rows in one statement (a batch holds each key once): the sums grow, the
 * score and tie-break are computed again from the new sums.
 */
const UPSERT_SCORES = `
  INSERT INTO leaderboard_scores AS s (${DELTA_COLUMNS.join(', ')}, score, tiebreak)
  SELECT d.*, ${scoreSql(inserted)}, ${tiebreakSql(inserted)}
    FROM unnest(${DELTA_TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ')}) AS d(${DELTA_COLUMNS.join(', ')})
  ON CONFLICT (metric, period_kind, period_start, user_id) DO UPDATE SET
    ${SUMMED.map((c) => `${c} = s.${c} + EXCLUDED.${c}`).join(', ')}, reached = GREATEST(s.reached, EXCLUDED.reached),
    score = ${scoreSql(updated)}, tiebreak = ${tiebreakSql(updated)}`;

/**
 * The leaderboard (docs/decisions/0087): `leaderboard_scores` holds, per metric, board (this
 * week, this month by their first day in the deployment's time zone, all time) and user, the sums
 * the score is made of, so a board's top is an indexed read whatever the history's size; a new
 * week or month is a new key, never a rebuild. Each counted act is also kept in
 * `contribution_acts`, and the MVP awards of closed periods in `mvp_awards`. An event counts
 * once: `leaderboard_sources` holds the last revision counted per stream, and an event at or below
 * it (a redelivery) adds nothing.
 */
@Injectable()
@ReadModelProjection()
export class PointsLeaderboardProjection implements Projection<HandledEvent> {
  readonly name = 'points-leaderboard';
  readonly handles: readonly HandledEvent['type'][] = ['FeedbackGiven', 'FeedForwardGiven', 'FeedForwardThanked', 'PointsEarned', 'MvpPeriodClosed'];
  readonly tables = ['contribution_acts', 'mvp_awards', 'leaderboard_scores', 'leaderboard_sources'];
  private readonly timeZone: string;

  /** The boards are calendar periods of `APP_TIME_ZONE`: after changing it, rebuild this projection. */
  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'timeZone'>) {
    this.timeZone = config.timeZone;
  }

  apply(event: RecordedEventOf<HandledEvent>, manager: EntityManager): Promise<void> {
    return this.applyBatch([event], manager);
  }

  async applyBatch(events: readonly RecordedEventOf<HandledEvent>[], manager: EntityManager): Promise<void> {
    const fresh = await this.notCounted(events, manager);
    if (fresh.length === 0) return;
    const acts = fresh.flatMap(actsOf);
    await insertRows(
      manager,
      'contribution_acts',
      acts.map((a) => ({ event_id: a.eventId, act: a.act, user_id: a.userId, quality: a.quality, occurred_at: a.occurredAt })),
      { ignore: true },
    );
    await this.addScores(fresh, acts, manager);
    const awards = fresh.flatMap((event) =>
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

  /** The events above their stream's counted revision, and that revision moved to the last of them. */
  private async notCounted(events: readonly RecordedEventOf<HandledEvent>[], manager: EntityManager): Promise<RecordedEventOf<HandledEvent>[]> {
    const streams = [...new Set(events.map((e) => e.streamId))];
    const stored = (await manager.query(`SELECT stream_id, revision FROM leaderboard_sources WHERE stream_id = ANY($1::text[])`, [streams])) as { stream_id: string; revision: number }[];
    const counted = new Map(stored.map((r) => [r.stream_id, r.revision]));
    const fresh = events.filter((event) => {
      if (event.revision <= (counted.get(event.streamId) ?? -1)) return false;
      counted.set(event.streamId, event.revision);
      return true;
    });
    const moved = [...new Set(fresh.map((e) => e.streamId))];
    if (moved.length > 0) {
      await manager.query(
        `INSERT INTO leaderboard_sources (stream_id, revision) SELECT * FROM unnest($1::text[], $2::int4[])
         ON CONFLICT (stream_id) DO UPDATE SET revision = EXCLUDED.revision`,
        [moved, moved.map((s) => counted.get(s))],
      );
    }
    return fresh;
  }

  /** Sums the batch's points and acts per board row, then adds them to the stored rows. */
  private async addScores(events: readonly RecordedEventOf<HandledEvent>[], acts: readonly Act[], manager: EntityManager): Promise<void> {
    const deltas = new Map<string, Delta>();
    const days = new Map<string, ReturnType<typeof periodsOf>>();
    const boardsOf = (occurredAt: string) => {
      const day = calendarDate(new Date(occurredAt), this.timeZone);
      let boards = days.get(day);
      if (!boards) days.set(day, (boards = periodsOf(day)));
      return boards;
    };
    const add = (metric: Delta['metric'], userId: string, occurredAt: string, change: (d: Delta) => void) => {
      for (const { kind, start } of boardsOf(occurredAt)) {
        const key = `${metric}\u0000${kind}\u0000${start}\u0000${userId}`;
        let delta = deltas.get(key);
        if (!delta) {
          delta = { metric, kind, start, userId, points: 0, reached: 0n, feedbackQuality: 0, feedForwardCount: 0, received: 0, thanked: 0 };
          deltas.set(key, delta);
        }
        change(delta);
      }
    };
    for (const event of events) {
      if (event.type !== 'PointsEarned' || event.data.points <= 0) continue;
      const { points, userId } = event.data;
      add('points', userId, event.metadata.occurredAt, (d) => {
        d.points += points;
        if (event.position > d.reached) d.reached = event.position;
      });
    }
    for (const act of acts) {
      add('contribution', act.userId, act.occurredAt, (d) => {
        if (act.act === 'feedback_given') d.feedbackQuality += act.quality;
        else if (act.act === 'feed_forward_given') d.feedForwardCount += act.quality > 0 ? 1 : 0;
        else if (act.act === 'feed_forward_received') d.received += 1;
        else d.thanked += 1;
      });
    }
    if (deltas.size === 0) return;
    const rows = [...deltas.values()];
    await manager.query(UPSERT_SCORES, [
      rows.map((d) => d.metric),
      rows.map((d) => d.kind),
      rows.map((d) => d.start),
      rows.map((d) => d.userId),
      rows.map((d) => d.points),
      rows.map((d) => String(d.reached)),
      rows.map((d) => d.feedbackQuality),
      rows.map((d) => d.feedForwardCount),
      rows.map((d) => d.received),
      rows.map((d) => d.thanked),
    ]);
  }
}
