import { Layout } from 'antd';
import { Outlet, ScrollRestoration } from 'react-router';
import { useAppTimeZone } from '../../shared/lib/datetime';
import { PageLoading } from '../../shared/ui/PageLoading';
import { AntdProviders } from '../AntdProviders';
import { TopBar } from '../components/TopBar';
import { SidebarDrawerProvider } from './sidebar-drawer';

/** The frame of every antd screen (the community, the admin and error pages): a lazy chunk, so antd loads with it. */
export default function RootLayout() {
  // The screens show dates in the deployment's zone: they wait for it (it comes with the site settings, beside the user probe).
  const zone = useAppTimeZone();
  return (
    <AntdProviders>
      <SidebarDrawerProvider>
        <Layout style={{ minHeight: '100vh' }}>
          <TopBar />
          {zone.pending ? <PageLoading /> : <Outlet />}
          <ScrollRestoration />
        </Layout>
      </SidebarDrawerProvider>
    </AntdProviders>
  );
}
