import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read models of the companion site's admin lists: download registrants with their files, and inquiries. */
export class CreateCompanionReadModels1765200000000 implements MigrationInterface {
  name = 'CreateCompanionReadModels1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE download_registrants (
        id             text PRIMARY KEY,
        name           text NOT NULL,
        company_name   text NOT NULL,
        email          text NOT NULL,
        file_type      text NOT NULL,
        registered_at  timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX download_registrants_registered_idx ON download_registrants (registered_at DESC)`);
    await q.query(`
      CREATE TABLE download_registrant_files (
        registrant_id  text NOT NULL,
        file_id        text NOT NULL,
        downloaded_at  timestamptz NOT NULL,
        PRIMARY KEY (registrant_id, file_id)
      )`);
    await q.query(`
      CREATE TABLE inquiries (
        id              text PRIMARY KEY,
        company_name    text NOT NULL,
        contact_person  text NOT NULL,
        email           text NOT NULL,
        phone           text,
        inquiry_type    text NOT NULL,
        message         text NOT NULL,
        received_at     timestamptz NOT NULL,
        processed_at    timestamptz,
        processed_by    text,
        note            text,
        revision        integer NOT NULL
      )`);
    await q.query(`CREATE INDEX inquiries_received_idx ON inquiries (received_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS inquiries`);
    await q.query(`DROP TABLE IF EXISTS download_registrant_files`);
    await q.query(`DROP TABLE IF EXISTS download_registrants`);
  }
}
