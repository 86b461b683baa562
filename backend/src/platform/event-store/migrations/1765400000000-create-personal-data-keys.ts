import { orNull, SchemaMigration, table } from '../../database/schema.js';

/**
 * One key per person for the personal fields of events (docs/decisions/0044). Not event-sourced,
 * like the session store: a destroyed key (`wrapped_key` null, `destroyed_at` set) stays destroyed
 * through every replay. Keys are stored wrapped under the key-encryption key (`PERSONAL_DATA_KEY`).
 */
export class CreatePersonalDataKeys1765400000000 extends SchemaMigration {
  name = 'CreatePersonalDataKeys1765400000000';
  protected readonly tables = [
    table(
      'personal_data_keys',
      { subject_id: 'text NOT NULL PRIMARY KEY', wrapped_key: 'bytea', created_at: 'timestamptz NOT NULL DEFAULT now()', destroyed_at: orNull.timestamptz },
      { constraints: ['CONSTRAINT personal_data_keys_destroyed CHECK ((wrapped_key IS NULL) = (destroyed_at IS NOT NULL))'] },
    ),
  ];
}
