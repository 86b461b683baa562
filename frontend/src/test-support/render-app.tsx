import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/AppProviders';
import { buildRoutes } from '../app/router';
import type { AppRoute } from '../app/routes';
import { makeStore } from '../app/store';

/** Renders the whole app (providers, top bar, layouts, route table) at `path` with a fresh store. */
export function renderApp(path: string, tables: { site?: AppRoute[]; community?: AppRoute[] } = {}) {
  const store = makeStore();
  const router = createMemoryRouter(buildRoutes(tables), { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, store };
}
