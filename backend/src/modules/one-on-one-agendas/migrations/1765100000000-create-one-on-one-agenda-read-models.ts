import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/** Read models of the 1on1 agendas, written only by `AgendaBoardProjection`. */
export class CreateOneOnOneAgendaReadModels1765100000000 extends SchemaMigration {
  name = 'CreateOneOnOneAgendaReadModels1765100000000';
  protected readonly tables = [
    table('session_topics', {
      team_id: t.text, id: t.text, name: t.text, category: t.text, description: orNull.text, is_active: t.boolean, sort_order: t.integer,
    }, { primaryKey: 'team_id, id' }),
    table('session_topic_relations', {
      id: t.id, entry_id: t.text, session_id: orNull.text, topic_id: orNull.text, title: t.text, priority: 'integer NOT NULL DEFAULT 1',
      notes: orNull.text, response_wanted: orNull.text, added_by: t.text, outcome: orNull.text, added_at: t.timestamptz,
    }, { indexes: [{ on: 'entry_id, session_id' }] }),
    table('one_on_one_action_items', {
      id: t.id, entry_id: t.text, session_id: orNull.text, title: t.text, owner: t.text, due_date: orNull.date,
      completed_at: orNull.timestamptz, completed_by: orNull.text, added_at: t.timestamptz,
    }, { indexes: [{ on: 'entry_id' }] }),
    table('one_on_one_agenda_sessions', {
      session_id: t.id, entry_id: t.text, session_date: t.date, clarity: orNull.integer, pulse_comment: orNull.text,
      closed_at: t.timestamptz,
    }, { indexes: [{ on: 'entry_id, session_date' }] }),
  ];
}
