import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read models of the 1on1 agendas, written only by `AgendaBoardProjection`. */
export class CreateOneOnOneAgendaReadModels1765100000000 implements MigrationInterface {
  name = 'CreateOneOnOneAgendaReadModels1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE session_topics (
        team_id      text NOT NULL,
        id           text NOT NULL,
        name         text NOT NULL,
        category     text NOT NULL,
        description  text,
        is_active    boolean NOT NULL,
        sort_order   integer NOT NULL,
        PRIMARY KEY (team_id, id)
      )`);
    await q.query(`
      CREATE TABLE session_topic_relations (
        id               text PRIMARY KEY,
        entry_id         text NOT NULL,
        session_id       text,
        topic_id         text,
        title            text NOT NULL,
        priority         integer NOT NULL DEFAULT 1,
        notes            text,
        response_wanted  text,
        added_by         text NOT NULL,
        outcome          text,
        added_at         timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX session_topic_relations_entry_idx ON session_topic_relations (entry_id, session_id)`);
    await q.query(`
      CREATE TABLE one_on_one_action_items (
        id            text PRIMARY KEY,
        entry_id      text NOT NULL,
        session_id    text,
        title         text NOT NULL,
        owner         text NOT NULL,
        due_date      date,
        completed_at  timestamptz,
        completed_by  text,
        added_at      timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX one_on_one_action_items_entry_idx ON one_on_one_action_items (entry_id)`);
    await q.query(`
      CREATE TABLE one_on_one_agenda_sessions (
        session_id     text PRIMARY KEY,
        entry_id       text NOT NULL,
        session_date   date NOT NULL,
        clarity        integer,
        pulse_comment  text,
        closed_at      timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX one_on_one_agenda_sessions_entry_idx ON one_on_one_agenda_sessions (entry_id, session_date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE one_on_one_agenda_sessions, one_on_one_action_items, session_topic_relations, session_topics`);
  }
}
