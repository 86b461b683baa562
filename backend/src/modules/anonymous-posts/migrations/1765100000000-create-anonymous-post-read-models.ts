import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/**
 * Read models of the anonymous posts, written only by `AnonymousBoardProjection`. Spec part 2 §3
 * names `authorId` on both tables: it is deliberately absent (no table the API reads knows the
 * author; docs/decisions/0036-anonymous-posts-ownership.md). Supports are kept as keyed hashes of the
 * supporter, which answer "did I support this" without naming anyone.
 */
export class CreateAnonymousPostReadModels1765100000000 extends SchemaMigration {
  name = 'CreateAnonymousPostReadModels1765100000000';
  protected readonly tables = [
    table('anonymous_posts', {
      id: t.id, content: t.text, support_count: 'integer NOT NULL DEFAULT 0', reply_count: 'integer NOT NULL DEFAULT 0',
      visibility: `text NOT NULL DEFAULT 'shown'`, open_report_count: 'integer NOT NULL DEFAULT 0', created_at: t.timestamptz,
      event_position: t.bigint,
    }, { indexes: [{ on: 'created_at DESC, id', as: 'list', where: `visibility = 'shown'` }] }),
    table('anonymous_post_supports', { post_id: t.text, supporter_proof: t.text }, { primaryKey: 'post_id, supporter_proof' }),
    table(
      'anonymous_replies',
      { id: t.id, post_id: t.text, content: t.text, created_at: t.timestamptz, event_position: t.bigint },
      { indexes: [{ on: 'post_id, event_position' }] },
    ),
    table('anonymous_post_reports', {
      id: t.id, post_id: t.text, reporter_id: t.text, reason: t.text, outcome: `text NOT NULL DEFAULT 'pending'`, outcome_reason: orNull.text,
      created_at: t.timestamptz, decided_at: orNull.timestamptz, event_position: t.bigint,
    }, { indexes: [{ on: 'reporter_id, created_at DESC' }, { on: 'post_id' }] }),
    table('anonymous_moderation_log', {
      id: t.id, post_id: t.text, action: t.text, moderator_id: orNull.text, reason: t.text, created_at: t.timestamptz,
      event_position: t.bigint,
    }, { indexes: [{ on: 'event_position DESC', name: 'anonymous_moderation_log_idx' }] }),
  ];
}
