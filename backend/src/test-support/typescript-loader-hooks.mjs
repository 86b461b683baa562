// Module hooks for typescript-loader.mjs: `./x.js` imported from a .ts file resolves to `./x.ts`
// (as the Jest moduleNameMapper does), and .ts files are compiled by SWC with Jest's options.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import swc from '@swc/core';

// Imported by URL: jest.config.mjs lies outside src/, which tsc (allowJs) would refuse to follow.
const { default: jestConfig } = await import(new URL('../../jest.config.mjs', import.meta.url).href);
const swcOptions = jestConfig.transform['^.+\\.ts$'][1];

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  if (/^\.{1,2}\//.test(specifier) && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const source = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (fs.existsSync(fileURLToPath(source))) return { url: source.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const { code } = await swc.transform(await fs.promises.readFile(filename, 'utf8'), {
    ...swcOptions,
    filename,
    sourceMaps: 'inline',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
