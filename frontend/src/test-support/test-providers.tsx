import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';
import { AntdProviders } from '../app/AntdProviders';
import { AppProviders } from '../app/AppProviders';
import type { AppStore } from '../app/store';

/**
 * The app's providers for a test, antd's included so a component can be rendered outside the
 * router. antd's CSS-in-JS is told it renders on a server, so no `<style>` reaches jsdom: jsdom
 * matches every rule of every sheet on each getComputedStyle (which antd and Testing Library call
 * often), and with antd's sheets that made the suites several times slower. No test reads antd's
 * styles; visibility comes from attributes and inline styles, which stay.
 */
export function TestProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <AppProviders store={store}>
        <AntdProviders>{children}</AntdProviders>
      </AppProviders>
    </StyleProvider>
  );
}
