import { lazy, Suspense, type ReactNode } from 'react';
import { matchPath, Navigate, useParams, type RouteObject } from 'react-router';
import { messages } from '../locales/ja-JP/messages';
import { PageLoading } from '../shared/ui/PageLoading';
import { RequireAccess } from './components/RequireAccess';
import { PublicLayout } from './layouts/PublicLayout';
import { sidebarMenu, type MenuKey } from './navigation';
import { communityRoutes, publicRoutes, siteRoutes, type AppRoute, type RouteHandle } from './routes';

// The first page a visitor opens is usually the public landing page, drawn without antd
// (PublicLayout). The antd frame (providers, top bar), the community shell (sidebar, menu,
// banner) and the error pages are chunks of their own, loaded when first shown, so the landing
// page's JavaScript stays small (docs/benchmarks.md, page weight).
const loadRootLayout = () => import('./layouts/RootLayout');
const loadCommunityLayout = () => import('./layouts/CommunityLayout');
const RootLayout = lazy(loadRootLayout);
const CommunityLayout = lazy(() => loadCommunityLayout().then((m) => ({ default: m.CommunityLayout })));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const RouteErrorPage = lazy(() => import('./components/RouteErrorPage').then((m) => ({ default: m.RouteErrorPage })));

const withLoading = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/** A route line and the lines under it, flattened (paths joined), each with the sidebar link it lights up. */
function flatten(route: AppRoute, parent?: { path: string; menuKey?: MenuKey; title?: string }): { route: AppRoute; handle: RouteHandle }[] {
  const path = parent && parent.path !== '' ? `${parent.path}/${route.path}` : route.path;
  const menuKey = route.menu?.key ?? parent?.menuKey;
  const title = route.title ?? route.menu?.label ?? parent?.title;
  const handle: RouteHandle = { access: route.access, menuKey, title };
  return [{ route: { ...route, path }, handle }, ...(route.children ?? []).flatMap((child) => flatten(child, { path, menuKey, title }))];
}

/** The 404 pages' handle: their document title. */
const notFoundHandle: RouteHandle = { access: 'public', title: messages.notFound.title };

/** A route: its page behind its access rule. */
function toRouteObject({ route, handle }: { route: AppRoute; handle: RouteHandle }): RouteObject {
  const Page = lazy(route.page);
  const element = (
    <RequireAccess rule={route.access} refusesItself={route.refusesItself}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RequireAccess>
  );
  return route.path === '' ? { index: true, element, handle } : { path: route.path, element, handle };
}

/**
 * A public page: anyone may open it, and the router loads its chunk before it shows the page
 * (route `lazy`), instead of a `Suspense` fallback that React reveals in 300 ms steps: a book
 * page paints as soon as its chunk is there, the landing page (in the entry) at once
 * (docs/benchmarks.md, "The public pages without antd").
 */
function publicRouteObject({ route, handle }: { route: AppRoute; handle: RouteHandle }): RouteObject {
  const page = route.page;
  if (!page) throw new Error(`public route ${route.path} has no page`);
  const lazyPage = async () => ({ Component: (await page()).default });
  return route.path === '' ? { index: true, lazy: lazyPage, handle } : { path: route.path, lazy: lazyPage, handle };
}

/** /community-portal is an alias of /community, deeper paths included. */
function CommunityPortalRedirect() {
  const rest = useParams()['*'];
  return <Navigate to={rest ? `/community/${rest}` : '/community'} replace />;
}

/** The router's tree from the route tables; tests may pass their own tables. */
export function buildRoutes(tables: { public?: AppRoute[]; site?: AppRoute[]; community?: AppRoute[] } = {}): RouteObject[] {
  const { public: publicPages = publicRoutes, site = siteRoutes, community = communityRoutes } = tables;
  return [
    {
      element: <PublicLayout />,
      errorElement: withLoading(<RouteErrorPage />),
      children: publicPages.flatMap((route) => flatten(route)).map(publicRouteObject),
    },
    {
      element: withLoading(<RootLayout />),
      errorElement: withLoading(<RouteErrorPage />),
      children: [
        ...site.flatMap((route) => flatten(route)).map(toRouteObject),
        {
          path: 'community',
          element: withLoading(<CommunityLayout menu={sidebarMenu(community)} />),
          children: [...community.flatMap((route) => flatten(route)).map(toRouteObject), { path: '*', element: withLoading(<NotFoundPage />), handle: notFoundHandle }],
        },
        { path: 'community-portal/*', element: <CommunityPortalRedirect /> },
        { path: '*', element: withLoading(<NotFoundPage />), handle: notFoundHandle },
      ],
    },
  ];
}

/**
 * Starts loading, at once and side by side, every chunk the page at `pathname` will draw with: the
 * antd frame, the community shell and the screen itself. Left to React, each chunk is asked for only
 * once the one above it has rendered (the frame, then the shell, then the screen, each a round trip
 * on a phone's network); asked for here, the lazy components find them loaded or on the way
 * (docs/decisions/0094). A public page is the router's own `lazy` route and needs nothing. Answers
 * whether `pathname` is an antd screen's.
 */
export function preloadChunksFor(pathname: string, tables: { site?: AppRoute[]; community?: AppRoute[] } = {}): boolean {
  const { site = siteRoutes, community = communityRoutes } = tables;
  const inCommunity = matchPath({ path: '/community', end: false }, pathname) !== null;
  const lines = inCommunity ? community.flatMap((route) => flatten(route, { path: 'community' })) : site.flatMap((route) => flatten(route));
  const line = lines.find(({ route }) => matchPath({ path: `/${route.path}`, end: true }, pathname) !== null);
  if (!line) return false;
  // A chunk that fails here is asked for again by its lazy component, which shows the failure.
  const ignore = () => undefined;
  loadRootLayout().catch(ignore);
  if (inCommunity) loadCommunityLayout().catch(ignore);
  line.route.page().catch(ignore);
  return true;
}
