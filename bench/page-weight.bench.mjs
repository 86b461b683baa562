// (h) Issue 11: how much JavaScript (gzip) a first visit downloads before it can show anything.
//
// Computed from the built client (`frontend/dist`, Vite's manifest), not timed: a page loads the
// entry chunk of index.html and, before it runs, every chunk that one statically imports (the
// modulepreload links); a lazy route then loads its own chunk and the chunks that one statically
// imports, minus what is already there.
//   signed-out `/`:      the entry and the landing page's chunk, with their static imports
//   signed-in shell:     the entry, the antd frame (RootLayout: providers, top bar) and the
//                        community layout (sidebar) with theirs, before the chunk of the screen
//                        itself (the dashboard, members, …)
//   each screen:         the signed-in shell and the screen's page chunk (every lazy module under
//                        `src/features/*/routes/`) with its static imports: the heaviest must stay
//                        under the ceiling (issue 33: no route at 350 KiB or more)
// `scriptWeight` sizes the scripts a real page loaded, the same way: the end-to-end Lighthouse run
// counts every script Chromium fetched on the first screen of /community with it (issue 33: 300 KiB).
// Sizes are those of the `.gz` copies the build writes beside each file (gzip level 9), what the
// server sends a browser that accepts gzip (brotli, which browsers prefer, is smaller still).
import fs from 'node:fs';
import path from 'node:path';

const DIST = path.join(import.meta.dirname, '..', 'frontend', 'dist');
const LANDING = 'src/features/landing/routes/LandingPage.tsx';
const ANTD_FRAME = 'src/app/layouts/RootLayout.tsx';
const COMMUNITY_SHELL = 'src/app/layouts/CommunityLayout.tsx';

/** The chunk files `keys` load before running, static imports followed (JavaScript only). */
function staticClosure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client's build manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return files;
}

const gzipBytes = (file) => fs.statSync(path.join(DIST, `${file}.gz`)).size;

/** KiB of gzip of the client's scripts at these URLs (`/assets/<file>.js`, what a page loaded). */
export function scriptWeight(urls) {
  const files = [...new Set(urls.map((url) => new URL(url, 'http://x').pathname.replace(/^\//, '')))];
  const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  return { kib: bytes / 1024, files: files.sort() };
}

/**
 * Answers the figures in KiB of gzip JavaScript, with the files each loads (`screens`: every
 * screen, heaviest first). A module that the
 * build folded into the entry (not lazy) adds nothing of its own.
 */
export function measurePageWeight() {
  const manifestPath = path.join(DIST, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`no ${manifestPath}: build the client first (npm run build)`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const page = (extra) => {
    const files = staticClosure(manifest, [entry, ...extra.filter((key) => manifest[key])]);
    const bytes = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
    return { kib: bytes / 1024, files: [...files].sort() };
  };
  const screens = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /^src\/features\/[^/]+\/routes\//.test(key))
    .map((key) => ({ page: key, ...page([ANTD_FRAME, COMMUNITY_SHELL, key]) }))
    .sort((a, b) => b.kib - a.kib);
  return { signedOut: page([LANDING]), signedIn: page([ANTD_FRAME, COMMUNITY_SHELL]), screens };
}
