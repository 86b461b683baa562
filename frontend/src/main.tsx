import 'antd/dist/reset.css';
import 'virtual:brand-tokens.css';
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

document.title = site.title;
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
