import { Flex, Layout, Space, theme } from 'antd';
import { Link, useMatch } from 'react-router';
import { site } from '../../shared/content/books';
import { useCurrentUser } from '../../shared/auth/current-user';
import { BrandMark } from '../../shared/ui/BrandMark';
import { useNarrowScreen } from '../../shared/ui/use-narrow-screen';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { AccountArea } from './AccountArea';
import { AdminToggle } from './AdminToggle';
import { GlobalSearch } from '../../features/search/components/GlobalSearch';
import { SidebarToggle } from './SidebarToggle';
import './top-bar.css';

export function TopBar() {
  const { user } = useCurrentUser();
  const { token } = theme.useToken();
  const narrow = useNarrowScreen();
  // The community pages' menu is a drawer on a narrow screen; its toggle leads the top bar.
  const inCommunity = useMatch({ path: '/community', end: false }) !== null;
  return (
    <Layout.Header
      className="top-bar"
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex justify="space-between" align="center" style={{ height: '100%' }} gap={narrow ? 'small' : 'middle'}>
        <Flex align="center" gap="small" style={{ minWidth: 0 }}>
          {narrow && inCommunity && user && <SidebarToggle />}
          {/* A plain heading, not antd's Typography: the shell loads on every signed-in page
              (docs/benchmarks.md, page weight). */}
          <Link to="/" className="top-bar-brand">
            <BrandMark size={32} />
            <span className="top-bar-title">{site.title}</span>
          </Link>
        </Flex>
        <Space size={narrow ? 'small' : 'middle'} style={{ flex: 'none' }}>
          {inCommunity && user && <GlobalSearch />}
          {user?.isAdmin && <AdminToggle />}
          {user && <NotificationBell />}
          <AccountArea />
        </Space>
      </Flex>
    </Layout.Header>
  );
}
