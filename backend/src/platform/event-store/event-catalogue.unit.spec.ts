import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventSchemas } from './upcasters.js';

/**
 * Keeps docs/events.md current: every event type registered with `eventSchemas.define` has a
 * catalogue row `` | `Type` | <version> | `` (or a heading `` ### `Type` v<version> ``), and every
 * catalogue row names a registered type.
 */
const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cataloguePath = path.resolve(srcDir, '..', '..', 'docs', 'events.md');
const CATALOGUE = 'docs/events.md';

const TABLE_ROW = /^\|\s*`([A-Za-z]\w*)`\s*\|\s*(\d+)\s*\|/;
const HEADING = /^#{1,6}\s+`([A-Za-z]\w*)`\s+v(\d+)\b/;

function eventFiles(): string[] {
  return fs
    .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.events.ts'))
    .map((file) => path.join(srcDir, file))
    .sort();
}

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

describe('event catalogue (docs/events.md)', () => {
  const files = eventFiles();
  let registered: string[];
  let documented: Map<string, number[]>;

  beforeAll(async () => {
    for (const file of files) await import(file);
    registered = eventSchemas.types();
    documented = documentedVersions(fs.readFileSync(cataloguePath, 'utf8'));
  });

  it('finds the modules’ events files and their registered types', () => {
    expect(files.map((file) => path.relative(srcDir, file))).toEqual(
      expect.arrayContaining(['modules/users/events/user.events.ts', 'modules/ms-matrix/events/ms-matrix-entry.events.ts']),
    );
    expect(registered).toEqual(expect.arrayContaining(['UserRegistered', 'MatrixMemberPlaced']));
  });

  it('documents every registered event type once, at its current version', () => {
    const problems = registered.flatMap((type) => {
      const version = eventSchemas.currentVersion(type);
      const versions = documented.get(type) ?? [];
      if (versions.length === 0) {
        return [
          `${type} (v${version}) is registered but not in ${CATALOGUE}: add a row | \`${type}\` | ${version} | … to its module's table`,
        ];
      }
      if (versions.length > 1) return [`${type} appears ${versions.length} times in ${CATALOGUE}'s event tables; keep one row`];
      if (versions[0] !== version) return [`${type} is at v${version} but ${CATALOGUE} says v${versions[0]}`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('documents no event type that is not registered', () => {
    const unknown = [...documented.keys()]
      .filter((type) => !registered.includes(type))
      .map((type) => `${type} is in ${CATALOGUE} but no events file registers it (renamed or removed?)`);
    expect(unknown).toEqual([]);
  });
});
