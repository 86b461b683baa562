import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { EventSchemaRegistry } from './platform/event-store/event-schemas.js';
import type { ProjectionStatus } from './platform/projections/projection-runtime.js';
import { ProjectionRuntimeService } from './platform/projections/projection-runtime.service.js';
import { startTestApp, type TestApp } from './test-support/test-app.js';

/**
 * Keeps docs/events.md and the running application in step: the application, built as
 * `npm start` builds it, registers exactly the event types the catalogue lists, each at the
 * version of its row `` | `Type` | <version> | `` (or heading `` ### `Type` v<version> ``); its
 * projections table names every projection the application runs with its tables; and each
 * row's last cell ("Consumed by") names the projections and reactors whose `handles` include the
 * type, except the culture-simulation projections, whose other modules' types its section lists
 * in prose.
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

const BACKTICKED = /`([^`]+)`/g;
const CULTURE_SECTION = '## culture-simulation';
/** The culture-simulation projections, whose types of other modules the catalogue lists in its section's prose. */
const LISTED_IN_PROSE = ['culture-history', 'culture-scenarios'];

function backticked(text: string): string[] {
  return [...text.matchAll(BACKTICKED)].map((m) => m[1]);
}

/** The lines of the `## heading` section, up to the next `## `. */
function section(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`${CATALOGUE} has no "${heading}" section`);
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** Projection name → its tables, from the "## Projections" table. */
function documentedProjections(markdown: string): Map<string, string[]> {
  const rows = section(markdown, '## Projections').filter((line) => /^\|\s*`/.test(line));
  return new Map(rows.map((line) => {
    const [name, , tables] = line.split('|').slice(1, -1);
    return [backticked(name)[0], backticked(tables).sort()];
  }));
}

/** Type → the consumers named in its row's last cell, with whether the row is in the culture-simulation section. */
function documentedConsumers(markdown: string): Map<string, { names: string[]; inCultureSection: boolean }> {
  const consumers = new Map<string, { names: string[]; inCultureSection: boolean }>();
  let currentSection = '';
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) currentSection = line;
    const match = TABLE_ROW.exec(line);
    if (!match) continue;
    const cells = line.split('|').slice(1, -1);
    consumers.set(match[1], { names: backticked(cells[cells.length - 1]), inCultureSection: currentSection === CULTURE_SECTION });
  }
  return consumers;
}

/** Consumer → the types the culture-simulation section's prose says it also consumes. */
function consumedInProse(markdown: string): Map<string, string[]> {
  const prose = section(markdown, CULTURE_SECTION).filter((line) => !line.startsWith('|')).join(' ');
  return new Map(LISTED_IN_PROSE.map((name) => {
    const at = prose.indexOf(`\`${name}\``);
    const clause = at < 0 ? '' : prose.slice(at + name.length + 2).split(/[;.]\s/)[0];
    return [name, backticked(clause).sort()];
  }));
}

describe(`event catalogue (${CATALOGUE}) against the running application`, () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let schemas: EventSchemaRegistry;
  let consumers: ProjectionStatus[];
  const markdown = fs.readFileSync(cataloguePath, 'utf8');
  const documented = documentedVersions(markdown);

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ app } = testApp);
    schemas = app.get(EventSchemaRegistry);
    consumers = await app.get(ProjectionRuntimeService).status();
  });
  afterAll(async () => {
    await testApp.close();
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

  it('lists every projection the application runs, with its tables', () => {
    const listed = documentedProjections(markdown);
    const running = new Map(consumers.filter((c) => c.kind === 'projection').map((c) => [c.name, [...c.tables].sort()]));
    const problems = [
      ...[...running].flatMap(([name, tables]) => {
        if (!listed.has(name)) return [`the projection ${name} runs but is not in ${CATALOGUE}'s projections table`];
        return JSON.stringify(listed.get(name)) === JSON.stringify(tables) ? [] : [`${name} writes ${tables.join(', ')} but ${CATALOGUE} says ${listed.get(name)!.join(', ')}`];
      }),
      ...[...listed.keys()].filter((name) => !running.has(name)).map((name) => `${name} is in ${CATALOGUE}'s projections table but does not run`),
    ];
    expect(problems).toEqual([]);
  });

  it("names in each type's row every projection and reactor that consumes it", () => {
    const rows = documentedConsumers(markdown);
    const names = new Set(consumers.map((c) => c.name));
    const problems = [...rows].flatMap(([type, { names: cell, inCultureSection }]) => {
      const consuming = consumers
        .filter((c) => c.handles.includes(type) && (inCultureSection || !LISTED_IN_PROSE.includes(c.name)))
        .map((c) => c.name)
        .sort();
      const named = cell.filter((name) => names.has(name)).sort();
      return JSON.stringify(named) === JSON.stringify(consuming) ? [] : [`${type}: consumed by ${consuming.join(', ') || 'none'}, but its row says ${named.join(', ') || 'none'}`];
    });
    expect(problems).toEqual([]);
  });

  it("lists in the culture-simulation section's prose the other modules' types its projections consume", () => {
    const rows = documentedConsumers(markdown);
    const prose = consumedInProse(markdown);
    const problems = LISTED_IN_PROSE.flatMap((name) => {
      const consumer = consumers.find((c) => c.name === name);
      if (!consumer) return [`${name} does not run`];
      const foreign = consumer.handles.filter((type) => !rows.get(type)?.inCultureSection).sort();
      return JSON.stringify(prose.get(name)) === JSON.stringify(foreign) ? [] : [`${name} consumes ${foreign.join(', ')} of other modules, but the prose says ${prose.get(name)!.join(', ') || 'nothing'}`];
    });
    expect(problems).toEqual([]);
  });
});
