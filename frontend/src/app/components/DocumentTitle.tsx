import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { site } from '../../shared/content/books';
import type { RouteHandle } from '../routes';

/** `<page> | <site>`, or the site's title alone for a page without one (the landing page). */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} | ${site.title}` : site.title;
}

/**
 * Sets the document title from the route registry: the deepest matched route's title (its line's
 * `title`, else its sidebar label, else its parent's; routes.tsx). Drawn once in each layout.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const pageTitle = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((title) => title !== undefined)
    .at(-1);
  const title = documentTitle(pageTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
