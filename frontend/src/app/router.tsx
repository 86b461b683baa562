import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { PageLoading } from '../shared/ui/PageLoading';
import { RequireAccess } from './components/RequireAccess';
import { PublicLayout } from './layouts/PublicLayout';
import { comingSoonItems, itemAccess, type SidebarItem } from './navigation';
import { communityRoutes, publicRoutes, siteRoutes, type AppRoute, type RouteHandle } from './routes';

// The first page a visitor opens is usually the public landing page, drawn without antd
// (PublicLayout). The antd frame (providers, top bar), the community shell (sidebar, menu,
// banner) and the error pages are chunks of their own, loaded when first shown, so the landing
// page's JavaScript stays small (docs/benchmarks.md, page weight).
const RootLayout = lazy(() => import('./layouts/RootLayout'));
const CommunityLayout = lazy(() => import('./layouts/CommunityLayout').then((m) => ({ default: m.CommunityLayout })));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const ComingSoonPage = lazy(() => import('./pages/ComingSoonPage').then((m) => ({ default: m.ComingSoonPage })));
const RouteErrorPage = lazy(() => import('./components/RouteErrorPage').then((m) => ({ default: m.RouteErrorPage })));

const withLoading = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

function toRouteObject(route: AppRoute): RouteObject {
  const Page = lazy(route.page);
  const handle: RouteHandle = { access: route.access, menuKey: route.menuKey };
  const element = (
    <RequireAccess rule={route.access}>
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
function publicRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { access: route.access, menuKey: route.menuKey };
  const lazyPage = async () => ({ Component: (await route.page()).default });
  return route.path === '' ? { index: true, lazy: lazyPage, handle } : { path: route.path, lazy: lazyPage, handle };
}

/** A sidebar link with no route yet: its coming-soon page, lighting up its link, instead of the 404 page. */
function comingSoonRoute(item: SidebarItem): RouteObject {
  const access = itemAccess(item);
  const handle: RouteHandle = { access, menuKey: item.key };
  const element = <RequireAccess rule={access}>{withLoading(<ComingSoonPage item={item} />)}</RequireAccess>;
  return { path: item.path.replace(/^\/community\//, ''), element, handle };
}

/** /community-portal is an alias of /community, deeper paths included. */
function CommunityPortalRedirect() {
  const rest = useParams()['*'];
  return <Navigate to={rest ? `/community/${rest}` : '/community'} replace />;
}

/** The router's tree from the route tables; tests may pass their own tables. */
export function buildRoutes(tables: { public?: AppRoute[]; site?: AppRoute[]; community?: AppRoute[] } = {}): RouteObject[] {
  const { public: publicPages = publicRoutes, site = siteRoutes, community = communityRoutes } = tables;
  const comingSoon = comingSoonItems(community.map((route) => route.path));
  return [
    {
      element: <PublicLayout />,
      errorElement: withLoading(<RouteErrorPage />),
      children: publicPages.map(publicRouteObject),
    },
    {
      element: withLoading(<RootLayout />),
      errorElement: withLoading(<RouteErrorPage />),
      children: [
        ...site.map(toRouteObject),
        {
          path: 'community',
          element: withLoading(<CommunityLayout comingSoon={comingSoon.map((item) => item.key)} />),
          children: [...community.map(toRouteObject), ...comingSoon.map(comingSoonRoute), { path: '*', element: withLoading(<NotFoundPage />) }],
        },
        { path: 'community-portal/*', element: <CommunityPortalRedirect /> },
        { path: '*', element: withLoading(<NotFoundPage />) },
      ],
    },
  ];
}
