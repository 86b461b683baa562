import { LoginOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useLocation } from 'react-router';
import { messages } from '../../locales/ja-JP/messages';
import { profileTexts } from '../../locales/ja-JP/profile';
import { useCurrentUser, type CurrentUser } from '../../shared/auth/current-user';
import { loginUrl, logoutPath } from '../../shared/lib/navigation';
import { LinkButton } from '../../shared/ui/LinkButton';
import './account-area.css';

/** By name, family name first; a new user who has not given a name yet gets a welcome, not their e-mail address. */
function greeting(user: CurrentUser): string {
  const name = [user.lastName, user.firstName].map((part) => part.trim()).filter(Boolean).join(' ');
  return name ? messages.auth.greeting(name) : messages.auth.greetingUnnamed;
}

/** Where the signed-in user edits their name, hire date and notes. */
const profilePath = '/community/profile';

/** Loading, signed in (greeting, family name first, profile and logout) or signed out (login). */
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
        {/* Hidden on a phone (account-area.css): there the greeting would wrap a character a line.
            A block, not the inline-block `ellipsis` makes: in the header's 64 px line box an
            inline-block with overflow hidden sits on the baseline by its bottom edge, below the button. */}
        <Typography.Text className="account-greeting" ellipsis style={{ maxWidth: 320, display: 'block' }}>
          {greeting(user)}
        </Typography.Text>
        <LinkButton to={profilePath} icon={<UserOutlined />} aria-label={profileTexts.link}>
          <span className="account-button-text">{profileTexts.link}</span>
        </LinkButton>
        <Button icon={<LogoutOutlined />} href={logoutPath} aria-label={messages.auth.logout}>
          <span className="account-button-text">{messages.auth.logout}</span>
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
