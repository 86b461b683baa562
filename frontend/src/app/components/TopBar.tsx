import { Flex, Layout, Space, Typography, theme } from 'antd';
import { Link, useMatch } from 'react-router';
import { site } from '../../shared/content/books';
import { useCurrentUser } from '../../shared/auth/current-user';
import { useNarrowScreen } from '../../shared/ui/use-narrow-screen';
import { AccountArea } from './AccountArea';
import { AdminToggle } from './AdminToggle';
import { SidebarToggle } from './SidebarToggle';

export function TopBar() {
  const { user } = useCurrentUser();
  const { token } = theme.useToken();
  const narrow = useNarrowScreen();
  // The community pages' menu is a drawer on a narrow screen; its toggle leads the top bar.
  const inCommunity = useMatch({ path: '/community', end: false }) !== null;
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: narrow ? token.paddingSM : token.paddingLG,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex justify="space-between" align="center" style={{ height: '100%' }} gap={narrow ? 'small' : 'middle'}>
        <Flex align="center" gap="small" style={{ minWidth: 0 }}>
          {narrow && inCommunity && user && <SidebarToggle />}
          <Link to="/" style={{ minWidth: 0 }}>
            <Typography.Title
              level={4}
              className="top-bar-title"
              style={{ margin: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {site.title}
            </Typography.Title>
          </Link>
        </Flex>
        <Space size={narrow ? 'small' : 'middle'} style={{ flex: 'none' }}>
          {user?.isAdmin && <AdminToggle />}
          <AccountArea />
        </Space>
      </Flex>
    </Layout.Header>
  );
}
