import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { messages } from '../../locales/ja-JP/messages';
import { useCurrentUser } from '../../shared/auth/current-user';
import { sidebarGroups } from '../navigation';

/** The community index until the dashboard lands: the greeting and the sidebar's destinations. */
export default function CommunityHomePage() {
  const { user } = useCurrentUser();
  return (
    <Flex vertical gap="large">
      {user && <Typography.Title level={3}>{messages.auth.greeting(user.lastName, user.firstName)}</Typography.Title>}
      <Typography.Paragraph>{messages.communityHome.intro}</Typography.Paragraph>
      {sidebarGroups.map((group) => (
        <Card key={group.key} title={group.label} size="small">
          <Flex wrap gap="middle">
            {group.items
              .filter((item) => item.key !== 'dashboard')
              .map((item) => (
                <Link key={item.key} to={item.path}>
                  {item.label}
                </Link>
              ))}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
