import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

/**
 * What every page needs: the Redux store (the current user, the API cache). antd's providers are
 * not here: the public pages are drawn without antd, and `AntdProviders` come with the first
 * screen that uses antd (`RootLayout`, a lazy chunk; docs/benchmarks.md, page weight).
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
