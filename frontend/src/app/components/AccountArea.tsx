import { LoginOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useLocation } from 'react-router';
import { messages } from '../../locales/ja-JP/messages';
import { profileTexts } from '../../locales/ja-JP/profile';
import { useCurrentUser } from '../../shared/auth/current-user';
import { loginUrl, logoutPath } from '../../shared/lib/navigation';
import { LinkButton } from '../../shared/ui/LinkButton';
import { PersonAvatar } from '../../shared/ui/PersonAvatar';
import { greeting, loginReturnPath, profilePath } from '../account';
import './account-area.css';

/** Loading, signed in (the greeting, family name first, linking to the profile; logout) or signed out (login). */
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
        {/* The greeting is the way to the profile. On a phone (account-area.css) only the icon
            shows: the greeting would wrap a character a line there. */}
        <LinkButton
          to={profilePath}
          type="text"
          // The picture when there is one; not the initial, which would be visible text the link's name does not contain (axe).
          icon={user.profileImageUrl ? <PersonAvatar name={user.lastName || user.firstName || user.email} pictureUrl={user.profileImageUrl} size={24} /> : <UserOutlined />}
          aria-label={profileTexts.linkLabel(greeting(user))}
          title={profileTexts.link}
        >
          <span className="account-greeting" style={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {greeting(user)}
          </span>
        </LinkButton>
        <Button icon={<LogoutOutlined />} href={logoutPath} aria-label={messages.auth.logout}>
          <span className="account-button-text">{messages.auth.logout}</span>
        </Button>
      </Space>
    );
  }
  return (
    <Button type="primary" icon={<LoginOutlined />} href={loginUrl(loginReturnPath(location))}>
      {messages.auth.login}
    </Button>
  );
}
