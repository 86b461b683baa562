import { Layout, theme } from 'antd';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../shared/auth/current-user';
import { PageLoading } from '../../shared/ui/PageLoading';
import { CommunitySidebar } from '../components/CommunitySidebar';
import type { MenuKey } from '../navigation';
import { SignInPrompt } from '../components/SignInPrompt';

/**
 * The signed-in community area: sidebar and page. Signed-out visitors get a sign-in prompt.
 * `comingSoon` names the sidebar links whose module has no screen yet.
 */
export function CommunityLayout({ comingSoon }: { comingSoon: readonly MenuKey[] }) {
  const { isLoading, isSignedIn } = useCurrentUser();
  const { token } = theme.useToken();
  if (isLoading) return <PageLoading />;
  if (!isSignedIn) return <SignInPrompt />;
  return (
    <Layout hasSider style={{ minHeight: 'calc(100vh - 64px)' }}>
      <Layout.Sider
        width={240}
        breakpoint="lg"
        collapsedWidth={0}
        theme="light"
        // Stays in view under the sticky top bar while a long page scrolls. Its menu scrolls on its
        // own if taller: the overflow is on the inner box, or it would clip the phone-size open button.
        style={{
          borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
          position: 'sticky',
          top: 64,
          alignSelf: 'flex-start',
          height: 'calc(100vh - 64px)',
          zIndex: 5,
        }}
      >
        <div style={{ height: '100%', overflowY: 'auto' }}>
          <CommunitySidebar comingSoon={comingSoon} />
        </div>
      </Layout.Sider>
      <Layout.Content style={{ padding: token.paddingLG }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
