import { Flex } from 'antd';
import { useMemo } from 'react';
import { moderationTexts as texts } from '../../../locales/ja-JP/moderation';
import { ModerationDesk } from '../components/ModerationDesk';
import { PageTitle } from '../../../shared/ui/PageTitle';

/** /community/moderation (team_admin, admin): the moderators' one queue and log over the forum and 心の叫び. */
export default function ModerationPage() {
  const now = useMemo(() => new Date(), []);
  return (
    <Flex vertical gap="large" style={{ maxWidth: 900 }}>
      <PageTitle title={texts.title} lead={texts.lead} />
      <ModerationDesk now={now} />
    </Flex>
  );
}
