import { Layout } from 'antd';
import { Outlet, ScrollRestoration } from 'react-router';
import { TopBar } from '../components/TopBar';

export function RootLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar />
      <Outlet />
      <ScrollRestoration />
    </Layout>
  );
}
