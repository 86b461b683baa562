import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from './create-app.js';
import { loadConfig } from './platform/config/app-config.js';
import { EventSchemaRegistry } from './platform/event-store/event-schemas.js';
import { createTestDatabase } from './test-support/test-database.js';

/**
 * Keeps docs/events.md and the running application in step: the application, built as
 * `npm start` builds it, registers exactly the event types the catalogue lists, each at the
 * version of its row `` | `Type` | <version> | `` (or heading `` ### `Type` v<version> ``).
 */
const CATALOGUE = 'docs/events.md';
const cataloguePath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', CATALOGUE);

const TABLE_ROW = /^\|\s*`([A-Za-z]\w*)`\s*\|\s*(\d+)\s*\|/;
const HEADING = /^#{1,6}\s+`([A-Za-z]\w*)`\s+v(\d+)\b/;

/** Type → the versions the catalogue gives it (one entry per row or heading). */
function documentedVersions(markdown: string): Map<string, number[]> {
  const documented = new Map<string, number[]>();
  for (const line of markdown.split('\n')) {
    const match = TABLE_ROW.exec(line) ?? HEADING.exec(line);
    if (!match) continue;
    documented.set(match[1], [...(documented.get(match[1]) ?? []), Number(match[2])]);
  }
  return documented;
}

describe(`event catalogue (${CATALOGUE}) against the running application`, () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: NestExpressApplication;
  let schemas: EventSchemaRegistry;
  const documented = documentedVersions(fs.readFileSync(cataloguePath, 'utf8'));

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }), db.url);
    schemas = app.get(EventSchemaRegistry);
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('has every catalogued type registered, at the catalogued version', () => {
    const problems = [...documented].flatMap(([type, versions]) => {
      if (!schemas.has(type)) return [`${type} is in ${CATALOGUE} but no module registers it (EventStoreModule.forFeature)`];
      if (versions.length > 1) return [`${type} appears ${versions.length} times in ${CATALOGUE}'s event tables; keep one row`];
      const version = schemas.currentVersion(type);
      return versions[0] === version ? [] : [`${type} is at v${version} but ${CATALOGUE} says v${versions[0]}`];
    });
    expect(problems).toEqual([]);
  });

  it('has every registered type catalogued', () => {
    const missing = schemas
      .types()
      .filter((type) => !documented.has(type))
      .map((type) => `${type} (v${schemas.currentVersion(type)}) is registered but not in ${CATALOGUE}: add a row to its module's table`);
    expect(missing).toEqual([]);
  });
});
