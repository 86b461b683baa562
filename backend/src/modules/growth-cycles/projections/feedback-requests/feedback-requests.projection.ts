import { rowProjection } from '../../../../platform/projections/row-projection.js';
import type { FeedbackRequestEvent, GrowthCycleCompleted } from '../../events/growth-cycle.events.js';

/**
 * Feedback requests and their state, for the owner (whom they asked, on the cycle) and the asked
 * (requests to them). A request leaves `open` once: answered, withdrawn, or closed when its cycle
 * completes; each closing statement touches open rows only, so applying an event twice changes nothing.
 */
export class FeedbackRequestsProjection extends rowProjection<FeedbackRequestEvent | GrowthCycleCompleted>({
  name: 'growth-cycle-feedback-requests',
  tables: ['growth_cycle_feedback_requests'],
  on: {
    FeedbackRequested: ({ data: d, position }, db) =>
      db.insert(
        'growth_cycle_feedback_requests',
        {
          id: d.requestId,
          growth_cycle_id: d.cycleId,
          owner_user_id: d.ownerUserId,
          asked_user_id: d.askedUserId,
          kind: d.kind,
          status: 'open',
          requested_at: d.requestedAt,
          remind_at: d.remindAt,
          reminded_at: null,
          closed_at: null,
          answer_id: null,
          event_position: position.toString(),
        },
        ['id'],
      ),
    FeedbackRequestReminded: ({ data, metadata }, db) =>
      db.query(`UPDATE growth_cycle_feedback_requests SET reminded_at = COALESCE(reminded_at, $2) WHERE id = $1`, [data.requestId, metadata.occurredAt]),
    FeedbackRequestAnswered: ({ data, metadata }, db) =>
      db.query(`UPDATE growth_cycle_feedback_requests SET status = 'answered', closed_at = $2, answer_id = $3 WHERE id = $1 AND status = 'open'`, [
        data.requestId,
        metadata.occurredAt,
        data.answerId,
      ]),
    FeedbackRequestWithdrawn: ({ data, metadata }, db) =>
      db.query(`UPDATE growth_cycle_feedback_requests SET status = 'withdrawn', closed_at = $2 WHERE id = $1 AND status = 'open'`, [data.requestId, metadata.occurredAt]),
    GrowthCycleCompleted: ({ data, metadata }, db) =>
      db.query(`UPDATE growth_cycle_feedback_requests SET status = 'closed', closed_at = $2 WHERE growth_cycle_id = $1 AND status = 'open'`, [
        data.cycleId,
        metadata.occurredAt,
      ]),
  },
}) {}
