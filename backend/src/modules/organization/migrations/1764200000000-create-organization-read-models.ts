import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A team's named catalogue (departments, positions): the same columns around its `own` one, and
 * an index by team.
 */
async function createCatalogueTable(q: QueryRunner, table: string, own: string): Promise<void> {
  await q.query(`
      CREATE TABLE ${table} (
        id           text PRIMARY KEY,
        team_id      text NOT NULL,
        name         varchar(255) NOT NULL,
        ${own},
        description  text,
        is_active    boolean NOT NULL DEFAULT true,
        created_at   timestamptz NOT NULL,
        updated_at   timestamptz NOT NULL,
        revision     integer NOT NULL
      )`);
  await q.query(`CREATE INDEX ${table}_team_idx ON ${table} (team_id)`);
}

/**
 * Read models of the organisation, written only by its projections. Ids are text: the write
 * side makes UUIDs, but an unknown id of any shape must read as "not found", never as an error.
 * No uniqueness constraints here: the write side keeps uniqueness (reservation streams).
 */
export class CreateOrganizationReadModels1764200000000 implements MigrationInterface {
  name = 'CreateOrganizationReadModels1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE teams (
        id                 text PRIMARY KEY,
        name               text NOT NULL,
        description        text,
        organization_type  text NOT NULL,
        leader_id          text NOT NULL,
        is_active          boolean NOT NULL DEFAULT true,
        created_at         timestamptz NOT NULL,
        updated_at         timestamptz NOT NULL,
        revision           integer NOT NULL
      )`);
    await q.query(`
      CREATE TABLE user_teams (
        team_id          text NOT NULL,
        user_id          text NOT NULL,
        is_primary_team  boolean NOT NULL,
        is_leader        boolean NOT NULL,
        joined_at        timestamptz NOT NULL,
        PRIMARY KEY (team_id, user_id)
      )`);
    await q.query(`CREATE INDEX user_teams_user_idx ON user_teams (user_id)`);
    await createCatalogueTable(q, 'departments', 'color        varchar(7) NOT NULL');
    await q.query(`
      CREATE TABLE user_departments (
        user_id             text NOT NULL,
        department_id       text NOT NULL,
        team_id             text NOT NULL,
        is_main_department  boolean NOT NULL,
        joined_at           timestamptz NOT NULL,
        PRIMARY KEY (user_id, department_id)
      )`);
    await q.query(`CREATE INDEX user_departments_department_idx ON user_departments (department_id)`);
    await createCatalogueTable(q, 'positions', 'level        smallint NOT NULL');
    await q.query(`
      CREATE TABLE company_members (
        id                 text PRIMARY KEY,
        team_id            text NOT NULL,
        first_name         text NOT NULL,
        last_name          text NOT NULL,
        email              text,
        phone_number       text,
        position_id        text,
        department_id      text,
        department_tags    jsonb NOT NULL DEFAULT '[]',
        team_tags          jsonb NOT NULL DEFAULT '[]',
        organization_name  text,
        notes              text,
        hire_date          date,
        created_at         timestamptz NOT NULL,
        updated_at         timestamptz NOT NULL,
        revision           integer NOT NULL
      )`);
    await q.query(`CREATE INDEX company_members_team_idx ON company_members (team_id)`);
    await q.query(`
      CREATE TABLE organization_user_names (
        user_id     text PRIMARY KEY,
        email       text,
        first_name  text,
        last_name   text
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['organization_user_names', 'company_members', 'positions', 'user_departments', 'departments', 'user_teams', 'teams']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
