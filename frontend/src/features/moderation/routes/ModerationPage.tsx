import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { moderationTexts as texts } from '../../../locales/ja-JP/moderation';
import { ModerationDesk } from '../components/ModerationDesk';

/** /community/moderation (team_admin, admin): the moderators' one queue and log over the forum and 心の叫び. */
export default function ModerationPage() {
  const now = useMemo(() => new Date(), []);
  return (
    <Flex vertical gap="large" style={{ maxWidth: 900 }}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {texts.title}
        </Typography.Title>
        <Typography.Text type="secondary">{texts.lead}</Typography.Text>
      </Flex>
      <ModerationDesk now={now} />
    </Flex>
  );
}
