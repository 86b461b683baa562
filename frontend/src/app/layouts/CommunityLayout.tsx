import { Drawer, Layout, theme } from 'antd';
import { Outlet } from 'react-router';
import { messages } from '../../locales/ja-JP/messages';
import { useCurrentUser } from '../../shared/auth/current-user';
import { PageLoading } from '../../shared/ui/PageLoading';
import { useNarrowScreen } from '../../shared/ui/use-narrow-screen';
import { CommunitySidebar } from '../components/CommunitySidebar';
import type { SidebarGroup } from '../navigation';
import { SignInPrompt } from '../components/SignInPrompt';
import { useSidebarDrawer } from './sidebar-drawer';

const SIDEBAR_WIDTH = 240;

/**
 * The signed-in community area: sidebar and page. Signed-out visitors get a sign-in prompt.
 * `menu` is the sidebar, drawn from the route table. On a narrow screen the
 * sidebar is a drawer over the page (opened from the top bar, closed by following a link), so the
 * page keeps the whole width.
 */
export function CommunityLayout({ menu }: { menu: readonly SidebarGroup[] }) {
  const { isLoading, isSignedIn } = useCurrentUser();
  const { token } = theme.useToken();
  const narrow = useNarrowScreen();
  const drawer = useSidebarDrawer();
  if (isLoading) return <PageLoading />;
  if (!isSignedIn) return <SignInPrompt />;
  const content = (
    <Layout.Content id="main-content" style={{ padding: narrow ? token.padding : token.paddingLG, minWidth: 0 }}>
      <Outlet />
    </Layout.Content>
  );
  if (narrow) {
    return (
      <Layout style={{ minHeight: 'calc(100vh - 64px)' }}>
        <Drawer
          id="community-menu-drawer"
          placement="left"
          size={SIDEBAR_WIDTH + token.paddingLG}
          open={drawer.open}
          onClose={() => drawer.setOpen(false)}
          title={messages.nav.menuLabel}
          styles={{ body: { padding: 0 } }}
        >
          <CommunitySidebar menu={menu} />
        </Drawer>
        {content}
      </Layout>
    );
  }
  return (
    <Layout hasSider style={{ minHeight: 'calc(100vh - 64px)' }}>
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        theme="light"
        // Stays in view under the sticky top bar while a long page scrolls; its menu scrolls on its own if taller.
        style={{
          borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
          position: 'sticky',
          top: 64,
          alignSelf: 'flex-start',
          height: 'calc(100vh - 64px)',
          overflowY: 'auto',
        }}
      >
        <CommunitySidebar menu={menu} />
      </Layout.Sider>
      {content}
    </Layout>
  );
}
