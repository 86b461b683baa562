import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/** The owner's feedback requests and their state, written only by `FeedbackRequestsProjection`. */
export class CreateFeedbackRequests1767620000000 extends SchemaMigration {
  name = 'CreateFeedbackRequests1767620000000';
  protected readonly tables = [
    table('growth_cycle_feedback_requests', {
      id: t.id, growth_cycle_id: t.text, owner_user_id: t.text, asked_user_id: t.text, kind: t.text, status: t.text,
      requested_at: t.timestamptz, remind_at: t.timestamptz, reminded_at: orNull.timestamptz, closed_at: orNull.timestamptz, answer_id: orNull.text,
      event_position: t.bigint,
    }, { indexes: [{ on: 'growth_cycle_id, event_position', as: 'cycle' }, { on: 'asked_user_id, event_position', as: 'asked_open', where: `status = 'open'` }] }),
  ];
}
