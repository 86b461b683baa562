import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase } from '../test-support/test-database.js';
import { DB_SCHEMA_FILE, generateDbSchema } from './generate-db-schema.js';

/**
 * The committed row types (src/generated/db-schema.ts) are what the migrations make: a migration
 * changed without `npm run db:types -w backend` fails here (docs/decisions/0073-row-types-from-the-schema.md).
 */
describe('generated row types', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('match a fresh database that ran every migration', async () => {
    const generated = await generateDbSchema(database.url);
    expect(fs.readFileSync(DB_SCHEMA_FILE, 'utf8')).toBe(generated);
  }, 120_000);
});
