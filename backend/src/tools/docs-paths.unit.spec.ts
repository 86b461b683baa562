import fs from 'node:fs';
import path from 'node:path';

// The README and docs/ name files of the repository in code spans (`backend/src/…/x.ts`, or a
// module-relative `components/X.tsx`): every such name must still be a file here, so a move or a
// rename that forgets the docs fails the tests. Decision records (docs/decisions/) are left out:
// they describe the code of their day. Code comments cite documents (`docs/modules/x.md`, a
// decision by its number): each must be a file of the repository too.
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Not in a fresh clone: build output, installed packages, run data. */
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', '.data', '.nx', 'coverage', 'screenshots']);
/** Files the docs name that a build or a bench run writes (the client's generated files: decision 0079). */
const GENERATED = [/(^|\/)dist\//, /^bench\/results\.json$/, /(^|\/)generated\/(?!db-schema\.ts$)[\w-]+\.ts$/];

const CODE_SPAN = /`([^`\s]+)`/g;
const FILE_NAME = /\.(ts|tsx|mjs|cjs|js|md|json|ya?ml|css|sql|sh)$/;

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(relative, found);
    else found.push(relative);
  }
  return found;
}

/** A code span that names a file: has a folder, a file extension and no placeholder. */
export function namedFile(span: string): string | null {
  const name = span.replace(/[,.:;)]+$/, '').split('#')[0].replace(/:\d+$/, '');
  if (!name.includes('/') || !FILE_NAME.test(name)) return null;
  if (/[<>*{}…]|\.\.\.|^https?:|^\.\.\//.test(name)) return null;
  return name.replace(/^\.\//, '');
}

/** Names in `docs` that are no file of `files` (exactly, or as the end of a path after a folder). */
export function missingFiles(markdown: string, files: readonly string[]): string[] {
  const exact = new Set(files);
  return [...markdown.matchAll(CODE_SPAN)]
    .map((m) => namedFile(m[1]))
    .filter((name): name is string => name !== null && !GENERATED.some((re) => re.test(name)))
    .filter((name) => {
      // `x.js` as the build (and an ESM import in TypeScript) names `x.ts`.
      const candidates = name.endsWith('.js') ? [name, name.replace(/\.js$/, '.ts')] : [name];
      return !candidates.some((candidate) => exact.has(candidate) || files.some((file) => file.endsWith(`/${candidate}`)));
    });
}

const CODE_FILE = /\.(ts|tsx|mjs|cjs|js)$/;
/** A document a code comment names: `docs/modules/x.md`, `README.md`, `docs/decisions/0004` (its number). */
const CITED_DOCUMENT = /(?<![\w/.-])((?:[\w.-]+\/)*[\w-][\w.-]*\.md|docs\/decisions\/\d{4}(?![\w-]))/g;

/** Documents cited in `code` that are no file of `files` (a decision by its number: any file of that number). */
export function missingDocuments(code: string, files: readonly string[]): string[] {
  return [...code.matchAll(CITED_DOCUMENT)]
    .map((m) => m[1])
    .filter((name) => {
      if (/^docs\/decisions\/\d{4}$/.test(name)) return !files.some((file) => file.startsWith(`${name}-`));
      return !files.some((file) => file === name || file.endsWith(`/${name}`));
    });
}

describe('file names in the README and docs/', () => {
  const files = walk('');
  const docs = ['README.md', ...files.filter((f) => f.startsWith('docs/') && f.endsWith('.md') && !f.startsWith('docs/decisions/'))];

  it('reads code spans as file names only when they name one', () => {
    expect(namedFile('backend/src/create-app.ts')).toBe('backend/src/create-app.ts');
    expect(namedFile('components/NoTeamEmptyState.tsx),')).toBe('components/NoTeamEmptyState.tsx');
    expect(namedFile('docs/events.md#projections')).toBe('docs/events.md');
    expect(namedFile('domain/<aggregate>.ts')).toBeNull();
    expect(namedFile('GET /api/journal')).toBeNull();
    expect(missingFiles('see `shared/ui/EmptyState.tsx` and `shared/ui/Gone.tsx`', ['frontend/src/shared/ui/EmptyState.tsx'])).toEqual(['shared/ui/Gone.tsx']);
    expect(missingFiles('`test-support/x.js`, `backend/dist/main.js`', ['backend/src/test-support/x.ts'])).toEqual([]);
  });

  it.each(docs)('%s names only files that exist', (doc) => {
    expect(missingFiles(fs.readFileSync(path.join(repoRoot, doc), 'utf8'), files)).toEqual([]);
  });
});

describe('documents cited in code comments', () => {
  const files = walk('');
  const code = files.filter((f) => CODE_FILE.test(f) && !f.endsWith('docs-paths.unit.spec.ts') && !f.startsWith('frontend/src/shared/api/generated/'));

  it('reads document names and decision numbers', () => {
    const repo = ['README.md', 'docs/modules/points.md', 'docs/decisions/0004-oidc-sign-in.md'];
    expect(missingDocuments('// see docs/modules/points.md and README.md (docs/decisions/0004)', repo)).toEqual([]);
    expect(missingDocuments('// docs/decisions/0004-oidc-sign-in.md, points.md', repo)).toEqual([]);
    expect(missingDocuments('/* DESIGN.md, docs/decisions/0099, docs/modules/gone.md */', repo)).toEqual(['DESIGN.md', 'docs/decisions/0099', 'docs/modules/gone.md']);
    expect(missingDocuments("name.endsWith('.md')", repo)).toEqual([]);
  });

  it.each(code)('%s cites only documents of the repository', (file) => {
    expect(missingDocuments(fs.readFileSync(path.join(repoRoot, file), 'utf8'), files)).toEqual([]);
  });
});
