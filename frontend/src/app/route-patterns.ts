import type { RouteObject } from 'react-router';
import { buildRoutes } from './router';

/**
 * The paths the client's router answers with a page, as patterns (`/community/forum/:postId`,
 * `/community-portal/*`), read from the router's own tree (routes.tsx through `buildRoutes`), so
 * the list cannot drift from it. The build writes them to `dist/route-patterns.json` (vite.config's
 * `routePatternsFile`); the server answers any other path with the app's 404 page and status 404
 * (docs/decisions/0089). The catch-all `*` routes (the 404 pages) are not in the list.
 */
export function routePatterns(routes: RouteObject[] = buildRoutes()): string[] {
  const patterns = new Set<string>();
  const walk = (list: RouteObject[], base: string) => {
    for (const route of list) {
      if (route.path === '*') continue;
      const path = route.index ? base : route.path === undefined ? base : joinPath(base, route.path);
      if (route.index || route.path !== undefined) patterns.add(path);
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '/');
  return [...patterns];
}

function joinPath(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return base.endsWith('/') ? `${base}${path}` : `${base}/${path}`;
}
