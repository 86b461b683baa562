import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The culture simulation's own copy of the history it measures, and its saved scenarios (docs/modules/culture-simulation.md). */
export class CreateCultureSimulationReadModels1765700000000 implements MigrationInterface {
  name = 'CreateCultureSimulationReadModels1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE culture_ms_points (
        point_id   text PRIMARY KEY,
        entry_id   text NOT NULL,
        team_id    text NOT NULL,
        member_id  text NOT NULL,
        x          double precision NOT NULL,
        y          double precision NOT NULL,
        at         timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX culture_ms_points_team_idx ON culture_ms_points (team_id, member_id, at)`);
    await q.query(`CREATE INDEX culture_ms_points_entry_idx ON culture_ms_points (entry_id)`);
    await q.query(`
      CREATE TABLE culture_one_on_one_entries (
        entry_id   text PRIMARY KEY,
        team_id    text NOT NULL,
        member_id  text NOT NULL
      )`);
    await q.query(`CREATE INDEX culture_one_on_one_entries_member_idx ON culture_one_on_one_entries (member_id)`);
    await q.query(`
      CREATE TABLE culture_sessions (
        session_id    text PRIMARY KEY,
        entry_id      text NOT NULL,
        session_date  date NOT NULL,
        approach      text NOT NULL
      )`);
    await q.query(`CREATE INDEX culture_sessions_entry_idx ON culture_sessions (entry_id)`);
    await q.query(`
      CREATE TABLE culture_gifts (
        gift_id  text PRIMARY KEY,
        kind     text NOT NULL,
        user_id  text NOT NULL,
        at       timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX culture_gifts_user_idx ON culture_gifts (user_id)`);
    await q.query(`
      CREATE TABLE culture_learning (
        event_id  text PRIMARY KEY,
        user_id   text NOT NULL,
        at        timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX culture_learning_user_idx ON culture_learning (user_id)`);
    await q.query(`
      CREATE TABLE culture_member_links (
        member_id   text PRIMARY KEY,
        team_id     text NOT NULL,
        email_hash  text
      )`);
    await q.query(`CREATE INDEX culture_member_links_hash_idx ON culture_member_links (email_hash)`);
    await q.query(`
      CREATE TABLE culture_user_links (
        user_id     text PRIMARY KEY,
        email_hash  text NOT NULL
      )`);
    await q.query(`CREATE INDEX culture_user_links_hash_idx ON culture_user_links (email_hash)`);
    await q.query(`
      CREATE TABLE culture_scenarios (
        scenario_id     text PRIMARY KEY,
        team_id         text NOT NULL,
        author_id       text NOT NULL,
        name            text NOT NULL,
        parameters      jsonb NOT NULL,
        horizon_months  integer NOT NULL,
        runs            integer NOT NULL,
        seed            bigint NOT NULL,
        start_date      date NOT NULL,
        members         integer NOT NULL,
        projection      jsonb NOT NULL,
        assumed_zero    jsonb NOT NULL,
        shared          boolean NOT NULL,
        saved_at        timestamptz NOT NULL,
        shared_at       timestamptz
      )`);
    await q.query(`CREATE INDEX culture_scenarios_team_idx ON culture_scenarios (team_id, saved_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'culture_scenarios',
      'culture_user_links',
      'culture_member_links',
      'culture_learning',
      'culture_gifts',
      'culture_sessions',
      'culture_one_on_one_entries',
      'culture_ms_points',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
