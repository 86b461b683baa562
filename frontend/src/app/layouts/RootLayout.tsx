// antd's styles of the first screens, computed at build time (docs/decisions/0110): loaded with this chunk, before antd draws.
import 'virtual:antd-first-screens.css';
import './antd-adjustments.css';
import { Layout } from 'antd';
import { Outlet, ScrollRestoration, useMatch } from 'react-router';
import { useAppTimeZone } from '../../shared/lib/datetime';
import { PageLoading } from '../../shared/ui/PageLoading';
import { SkipLink } from '../../shared/ui/SkipLink';
import { AntdProviders } from '../AntdProviders';
import { DocumentTitle } from '../components/DocumentTitle';
import { TopBar } from '../components/TopBar';
import { SidebarDrawerProvider } from './sidebar-drawer';

/** The frame of every antd screen (the community, the admin and error pages): a lazy chunk, so antd loads with it. */
export default function RootLayout() {
  // The screens show dates in the deployment's zone: they wait for it (it comes with the site settings, beside the user probe).
  const zone = useAppTimeZone();
  // The community layout has its own main region (beside its sidebar); other pages are one here.
  const inCommunity = useMatch({ path: '/community', end: false }) !== null;
  const page = zone.pending ? <PageLoading /> : <Outlet />;
  return (
    <AntdProviders>
      <SidebarDrawerProvider>
        <SkipLink />
        <DocumentTitle />
        <Layout style={{ minHeight: '100vh' }}>
          <TopBar />
          {inCommunity ? page : <Layout.Content id="main-content">{page}</Layout.Content>}
          <ScrollRestoration />
        </Layout>
      </SidebarDrawerProvider>
    </AntdProviders>
  );
}
