import { Layout } from 'antd';
import { Outlet, ScrollRestoration } from 'react-router';
import { AntdProviders } from '../AntdProviders';
import { TopBar } from '../components/TopBar';
import { SidebarDrawerProvider } from './sidebar-drawer';

/** The frame of every antd screen (the community, the admin and error pages): a lazy chunk, so antd loads with it. */
export default function RootLayout() {
  return (
    <AntdProviders>
      <SidebarDrawerProvider>
        <Layout style={{ minHeight: '100vh' }}>
          <TopBar />
          <Outlet />
          <ScrollRestoration />
        </Layout>
      </SidebarDrawerProvider>
    </AntdProviders>
  );
}
