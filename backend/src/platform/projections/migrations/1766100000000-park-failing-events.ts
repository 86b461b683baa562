import { orNull, SchemaMigration, t, table } from '../../database/schema.js';

/**
 * Events a projection or reactor failed on are parked instead of stopping it (decision 0046):
 * one row per (consumer, event), written in the transaction that moves the checkpoint past the
 * event, so an event is either applied, or parked, never both and never neither. A retry applies
 * it and marks it `retried`; a skip marks it `skipped` with who and why. The checkpoint row also
 * records who started the last rebuild.
 */
export class ParkFailingEvents1766100000000 extends SchemaMigration {
  name = 'ParkFailingEvents1766100000000';
  protected readonly columns = {
    projection_checkpoints: { rebuild_started_by: orNull.text, failed_event_id: 'uuid', failed_type: orNull.text },
  };
  protected readonly tables = [
    table('projection_parked_events', {
      name: t.text, position: t.bigint, event_id: 'uuid NOT NULL', stream_id: t.text, type: t.text, error: t.text,
      attempts: 'integer NOT NULL DEFAULT 1',
      state: `text NOT NULL DEFAULT 'parked' CHECK (state IN ('parked', 'retried', 'skipped'))`,
      parked_at: 'timestamptz NOT NULL DEFAULT now()', resolved_at: orNull.timestamptz, resolved_by: orNull.text, reason: orNull.text,
    }, { primaryKey: 'name, position', indexes: [{ on: 'name, position', name: 'projection_parked_events_open', where: `state = 'parked'` }] }),
  ];
}
