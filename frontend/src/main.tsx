import 'antd/dist/reset.css';
import './shared/ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { buildRoutes } from './app/router';
import { makeStore } from './app/store';
import { warmStart } from './app/warm-start';
import { site } from './shared/content/books';
import { applyBrandCssVariables } from './shared/ui/brand-tokens';

document.title = site.title;
applyBrandCssVariables();
const store = makeStore();
warmStart(store, window.location.pathname);
const router = createBrowserRouter(buildRoutes());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
