import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/** The culture simulation's own copy of the history it measures, and its saved scenarios (docs/modules/culture-simulation.md). */
export class CreateCultureSimulationReadModels1765700000000 extends SchemaMigration {
  name = 'CreateCultureSimulationReadModels1765700000000';
  protected readonly tables = [
    table(
      'culture_ms_points',
      { point_id: t.id, entry_id: t.text, team_id: t.text, member_id: t.text, x: t.double, y: t.double, at: t.timestamptz },
      { indexes: [{ on: 'team_id, member_id, at' }, { on: 'entry_id' }] },
    ),
    table('culture_one_on_one_entries', { entry_id: t.id, team_id: t.text, member_id: t.text }, { indexes: [{ on: 'member_id' }] }),
    table('culture_sessions', { session_id: t.id, entry_id: t.text, session_date: t.date, approach: t.text }, { indexes: [{ on: 'entry_id' }] }),
    table('culture_gifts', { gift_id: t.id, kind: t.text, user_id: t.text, at: t.timestamptz }, { indexes: [{ on: 'user_id' }] }),
    table('culture_learning', { event_id: t.id, user_id: t.text, at: t.timestamptz }, { indexes: [{ on: 'user_id' }] }),
    table('culture_member_links', { member_id: t.id, team_id: t.text, email_hash: orNull.text }, { indexes: [{ on: 'email_hash', as: 'hash' }] }),
    table('culture_user_links', { user_id: t.id, email_hash: t.text }, { indexes: [{ on: 'email_hash', as: 'hash' }] }),
    table('culture_scenarios', {
      scenario_id: t.id, team_id: t.text, author_id: t.text, name: t.text, parameters: t.jsonb, horizon_months: t.integer, runs: t.integer,
      seed: t.bigint, start_date: t.date, members: t.integer, projection: t.jsonb, assumed_zero: t.jsonb, shared: t.boolean,
      saved_at: t.timestamptz, shared_at: orNull.timestamptz,
    }, { indexes: [{ on: 'team_id, saved_at' }] }),
  ];
}
