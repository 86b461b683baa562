import { Flex, Layout, Space, theme } from 'antd';
import { Link } from 'react-router';
import { site } from '../../shared/content/books';
import { useCurrentUser } from '../../shared/auth/current-user';
import { BrandMark } from '../../shared/ui/BrandMark';
import { AccountArea } from './AccountArea';
import { AdminToggle } from './AdminToggle';
import './top-bar.css';

export function TopBar() {
  const { user } = useCurrentUser();
  const { token } = theme.useToken();
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
      <Flex justify="space-between" align="center" style={{ height: '100%' }} gap="middle">
        {/* A plain heading, not antd's Typography: the shell loads on every signed-in page
            (docs/benchmarks.md, page weight). */}
        <Link to="/" className="top-bar-brand">
          <BrandMark size={32} />
          <span className="top-bar-title">{site.title}</span>
        </Link>
        <Space size="middle">
          {user?.isAdmin && <AdminToggle />}
          <AccountArea />
        </Space>
      </Flex>
    </Layout.Header>
  );
}
