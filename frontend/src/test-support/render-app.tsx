import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes } from '../app/router';
import type { AppRoute } from '../app/routes';
import { makeStore } from '../app/store';
import { TestProviders } from './test-providers';

/** Renders the whole app (providers, top bar, layouts, route table) at `path` with a fresh store. */
export function renderApp(path: string, tables: { site?: AppRoute[]; community?: AppRoute[] } = {}) {
  const store = makeStore();
  const router = createMemoryRouter(buildRoutes(tables), { initialEntries: [path] });
  const view = render(
    <TestProviders store={store}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, store };
}
