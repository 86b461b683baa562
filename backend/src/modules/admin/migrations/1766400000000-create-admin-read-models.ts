import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read models of the admin console: the latest ER diagram and the list of admin actions. */
export class CreateAdminReadModels1766400000000 implements MigrationInterface {
  name = 'CreateAdminReadModels1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_db_diagram (
        id         text PRIMARY KEY,
        snapshot   jsonb NOT NULL,
        checksum   text NOT NULL,
        changed    boolean NOT NULL,
        synced_at  timestamptz NOT NULL,
        synced_by  text
      )`);
    await q.query(`
      CREATE TABLE admin_actions (
        event_id  uuid PRIMARY KEY,
        type      text NOT NULL,
        at        timestamptz NOT NULL,
        actor_id  text,
        summary   text NOT NULL,
        success   boolean NOT NULL
      )`);
    await q.query(`CREATE INDEX admin_actions_at_idx ON admin_actions (at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE admin_actions`);
    await q.query(`DROP TABLE admin_db_diagram`);
  }
}
