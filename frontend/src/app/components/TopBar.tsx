import { Flex, Layout, Space, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { site } from '../../shared/content/books';
import { useCurrentUser } from '../../shared/auth/current-user';
import { AccountArea } from './AccountArea';
import { AdminToggle } from './AdminToggle';

export function TopBar() {
  const { user } = useCurrentUser();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: token.paddingLG,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex justify="space-between" align="center" style={{ height: '100%' }} gap="middle">
        <Link to="/">
          <Typography.Title level={4} className="top-bar-title" style={{ margin: 0, whiteSpace: 'nowrap' }}>
            {site.title}
          </Typography.Title>
        </Link>
        <Space size="middle">
          {user?.isAdmin && <AdminToggle />}
          <AccountArea />
        </Space>
      </Flex>
    </Layout.Header>
  );
}
