import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `users` read model (spec part 2 data schema), built from the user stream by
 * UsersProjection. No password column: sign-in is delegated to the OpenID Connect issuer
 * (docs/decisions/0004-oidc-sign-in.md).
 */
export class CreateUsers1764100000000 implements MigrationInterface {
  name = 'CreateUsers1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id                text PRIMARY KEY,
        email             text NOT NULL,
        first_name        text NOT NULL DEFAULT '',
        last_name         text NOT NULL DEFAULT '',
        profile_image_url text,
        user_type         text NOT NULL DEFAULT 'member',
        is_active         boolean NOT NULL DEFAULT true,
        notes             text,
        last_login_at     timestamptz,
        is_email_verified boolean NOT NULL DEFAULT false,
        hire_date         date,
        created_at        timestamptz NOT NULL,
        updated_at        timestamptz NOT NULL,
        revision          integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE users`);
  }
}
