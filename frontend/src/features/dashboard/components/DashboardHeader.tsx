import { Flex, Typography } from 'antd';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import type { CurrentUser } from '../../../shared/auth/current-user';

const texts = dashboardTexts.header;

/** The welcoming title, family name first; a user who has not set a name yet is welcomed without one. */
export function DashboardHeader({ user }: { user: CurrentUser }) {
  const hasName = user.lastName.trim() !== '' || user.firstName.trim() !== '';
  return (
    <Flex vertical gap={4}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {hasName ? texts.welcomeNamed(user.lastName, user.firstName) : texts.welcome}
      </Typography.Title>
      <Typography.Text type="secondary">{texts.lead}</Typography.Text>
    </Flex>
  );
}
