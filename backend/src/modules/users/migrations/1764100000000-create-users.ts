import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/**
 * The `users` read model (spec part 2 data schema), built from the user stream by
 * UsersProjection. No password column: sign-in is delegated to the OpenID Connect issuer
 * (docs/decisions/0004-oidc-sign-in.md).
 */
export class CreateUsers1764100000000 extends SchemaMigration {
  name = 'CreateUsers1764100000000';
  protected readonly tables = [
    table('users', {
      id: t.id, email: t.text, first_name: `text NOT NULL DEFAULT ''`, last_name: `text NOT NULL DEFAULT ''`, profile_image_url: orNull.text,
      user_type: `text NOT NULL DEFAULT 'member'`, is_active: 'boolean NOT NULL DEFAULT true', notes: orNull.text,
      last_login_at: orNull.timestamptz, is_email_verified: 'boolean NOT NULL DEFAULT false', hire_date: orNull.date,
      created_at: t.timestamptz, updated_at: t.timestamptz, revision: 'integer NOT NULL DEFAULT 0',
    }, { indexes: [{ on: 'email', name: 'users_email_key', unique: true }] }),
  ];
}
