import { renderToStaticMarkup } from 'react-dom/server';
import { PageLoading } from '../shared/ui/PageLoading';

/**
 * What a page shows before its script has run: the page-loading state, drawn by the same component
 * React draws it with. The build writes it into index.html's `#root` (vite.config.ts, `firstPaint`),
 * wrapped in `.first-paint`; React replaces it with its first render. A page the server marks signed
 * out (`<html data-signed-out>`: the public pages, which draw at once) hides it (page-loading.css,
 * docs/decisions/0119).
 */
export function firstPaintMarkup(): string {
  return `<div class="first-paint">${renderToStaticMarkup(<PageLoading />)}</div>`;
}
