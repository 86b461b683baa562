import { Layout } from 'antd';
import { Outlet, ScrollRestoration } from 'react-router';
import { TopBar } from '../components/TopBar';
import { SidebarDrawerProvider } from './sidebar-drawer';

export function RootLayout() {
  return (
    <SidebarDrawerProvider>
      <Layout style={{ minHeight: '100vh' }}>
        <TopBar />
        <Outlet />
        <ScrollRestoration />
      </Layout>
    </SidebarDrawerProvider>
  );
}
