import { LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useLocation } from 'react-router';
import { messages } from '../../locales/ja-JP/messages';
import { useCurrentUser } from '../../shared/auth/current-user';
import { loginUrl, logoutPath } from '../../shared/lib/navigation';

/** Loading, signed in (greeting, family name first, and logout) or signed out (login). */
export function AccountArea() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();

  if (isLoading) {
    return (
      <Button disabled loading>
        {messages.common.loading}
      </Button>
    );
  }
  if (user) {
    return (
      <Space size="middle">
        <Typography.Text>{messages.auth.greeting(user.lastName, user.firstName)}</Typography.Text>
        <Button icon={<LogoutOutlined />} href={logoutPath}>
          {messages.auth.logout}
        </Button>
      </Space>
    );
  }
  // From the landing page a visitor wants the community; elsewhere, back where they were.
  const returnTo = location.pathname === '/' ? '/community' : location.pathname + location.search;
  return (
    <Button type="primary" icon={<LoginOutlined />} href={loginUrl(returnTo)}>
      {messages.auth.login}
    </Button>
  );
}
