import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import transformImports from '@rolldown/plugin-transform-imports';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';

const backend = 'http://localhost:3000';

/**
 * `import { Button } from 'antd'` becomes `import Button from 'antd/es/button'` in the build
 * (icons likewise). Rolldown places every module that a barrel re-exports in the chunk of whoever
 * imports the barrel (rolldown/rolldown#8920), so the shell's `ConfigProvider` import alone pulled
 * every component any screen uses into the first page's JavaScript. The dev server keeps the
 * barrels: its dependency pre-bundling serves them as one file.
 */
const perComponentImports = {
  ...transformImports({
    antd: { transform: 'antd/es/{{kebabCase member}}' },
    '@ant-design/icons': { transform: '@ant-design/icons/es/icons/{{member}}' },
  }),
  apply: 'build' as const,
};

/**
 * antd's Button and Tag styles import `isBright` from the colour picker's presets panel, whose module
 * also imports Collapse: the chunk graph then placed Collapse and the colour picker in the chunk
 * every screen with a button loads, used or not. The build hands those two styles the same
 * function from `src/shared/ui/antd-shims/color-brightness.ts` instead (docs/decisions/0117).
 */
const COLOR_PRESETS = '../../color-picker/components/ColorPresets';
const antdColorBrightness: Plugin = {
  name: 'antd-color-brightness',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== COLOR_PRESETS || !importer || !/[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/.test(importer)) return undefined;
    return path.join(import.meta.dirname, 'src/shared/ui/antd-shims/color-brightness.ts');
  },
};

/**
 * Writes `<file>.br` and `<file>.gz` beside each script and stylesheet under `assets/`, at the
 * highest levels: the server sends them to browsers that accept them (mountClientApp) and never
 * compresses an asset per request.
 */
const precompressAssets: Plugin = {
  name: 'precompress-assets',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const fileName of Object.keys(bundle)) {
      if (!/^assets\/.+\.(js|css)$/.test(fileName)) continue;
      const file = path.join(options.dir!, fileName);
      const content = fs.readFileSync(file);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        }),
      );
    }
  },
};

/**
 * Imports one of the client's own modules in Node (Vite's module runner), for what the build writes
 * from the client's code. Stylesheets draw nothing there: each becomes an empty module.
 */
async function importClientModule<T>(file: string): Promise<T> {
  const { module } = await runnerImport<T>(path.join(import.meta.dirname, file), {
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'error',
    plugins: [react(), { name: 'no-styles', enforce: 'pre', resolveId: (id) => (id.endsWith('.css') ? '\0no-style' : undefined), load: (id) => (id === '\0no-style' ? 'export {}' : undefined) }],
  });
  return module;
}

/**
 * Writes `dist/route-patterns.json`: the paths the client's router draws a page for, read from the
 * router's own tree (`src/app/route-patterns.ts`). The server answers every other path with the
 * app's 404 page and status 404 (mountClientApp, docs/decisions/0089).
 */
const routePatternsFile: Plugin = {
  name: 'route-patterns',
  apply: 'build',
  async writeBundle(options) {
    const module = await importClientModule<typeof import('./src/app/route-patterns')>('src/app/route-patterns.ts');
    fs.writeFileSync(path.join(options.dir!, 'route-patterns.json'), `${JSON.stringify(module.routePatterns(), null, 2)}\n`);
  },
};

/**
 * index.html's `#root` holds the page-loading state (`src/app/first-paint.tsx`), so a signed-in
 * screen shows it as soon as the document and its stylesheet have arrived, before the script, the
 * frame's chunks and the user's answer (on a phone, seconds); React replaces it (docs/decisions/0119).
 */
const firstPaint: Plugin = {
  name: 'first-paint',
  apply: 'build',
  async transformIndexHtml(html) {
    const root = '<div id="root"></div>';
    if (!html.includes(root)) throw new Error(`index.html has no ${root} to draw the first paint in`);
    const module = await importClientModule<typeof import('./src/app/first-paint')>('src/app/first-paint.tsx');
    return html.replace(root, `<div id="root">${module.firstPaintMarkup()}</div>`);
  },
};

const BRAND_TOKENS = 'virtual:brand-tokens.css';

/**
 * `virtual:brand-tokens.css` (imported first by `main.tsx`): the design tokens as CSS custom
 * properties on `:root` (`brandStylesheet` in `src/shared/ui/brand-tokens.ts`), in the entry's
 * stylesheet, so the first paint (`firstPaint`) and the public pages are drawn in the brand's colours
 * before any script has run (docs/decisions/0119).
 */
const brandTokensStylesheet: Plugin = {
  name: 'brand-tokens-stylesheet',
  resolveId: (id) => (id === BRAND_TOKENS ? `\0${BRAND_TOKENS}` : undefined),
  async load(id) {
    if (id !== `\0${BRAND_TOKENS}`) return undefined;
    const module = await importClientModule<typeof import('./src/shared/ui/brand-tokens')>('src/shared/ui/brand-tokens.ts');
    return module.brandStylesheet();
  },
};

const ANTD_STYLESHEET = 'virtual:antd-first-screens.css';

/**
 * `virtual:antd-first-screens.css` (imported by `RootLayout`, the antd frame): in the build, antd's
 * styles for the community's first screens with the brand theme, computed here once instead of in
 * every visitor's browser (`src/app/antd-stylesheet.tsx`, docs/decisions/0110). The dev server
 * serves it empty: there antd computes every style in the browser, as it does for any component
 * the sheet does not hold.
 */
const antdStylesheet: Plugin = {
  name: 'antd-first-screens-stylesheet',
  resolveId: (id) => (id === ANTD_STYLESHEET ? `\0${ANTD_STYLESHEET}` : undefined),
  async load(id) {
    if (id !== `\0${ANTD_STYLESHEET}`) return undefined;
    if (this.environment.config.command !== 'build') return '';
    const module = await importClientModule<typeof import('./src/app/antd-stylesheet')>('src/app/antd-stylesheet.tsx');
    return module.antdFirstScreenStylesheet();
  },
};

export default defineConfig({
  plugins: [react(), perComponentImports, antdColorBrightness, brandTokensStylesheet, antdStylesheet, firstPaint, precompressAssets, routePatternsFile],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/oidc': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph `npm run bench` measures the first page's weight on.
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // antd's own packages declare which files have side effects, the `@rc-component/*` packages
      // under it declare nothing, so every one of their modules that something imports is kept,
      // used or not (antd's Button style imports the colour picker's presets for one function, and
      // with them Collapse). They register nothing at load time: their modules are drop-able.
      treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false }] },
    },
  },
});
