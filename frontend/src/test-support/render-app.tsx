import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes } from '../app/router';
// The antd frame is a lazy chunk in the app (page weight). Loaded here up front, so a test's first
// antd screen is not slowed by Jest compiling antd inside a `findBy…` wait.
import '../app/layouts/RootLayout';
import type { AppRoute } from '../app/routes';
import { makeStore } from '../app/store';
import { TestProviders } from './test-providers';

/** Renders the whole app (providers, top bar, layouts, route table) at `path` with a fresh store. */
export function renderApp(path: string, tables: { public?: AppRoute[]; site?: AppRoute[]; community?: AppRoute[] } = {}) {
  const store = makeStore();
  const router = createMemoryRouter(buildRoutes(tables), { initialEntries: [path] });
  const view = render(
    <TestProviders store={store}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, store };
}
