import { Flex } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { profileTexts as texts } from '../../../locales/ja-JP/profile';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { ProfileForm } from '../components/ProfileForm';
import { ProfilePictureCard } from '../components/ProfilePictureCard';

/** The profile screen the welcome dialog promises ("あとから変更することもできます"), opened from the top bar. */
export default function ProfilePage() {
  const { user } = useCurrentUser();
  // The community layout only renders its pages for a signed-in user.
  if (!user) return null;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 720 }}>
      <div>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {texts.title}
        </Typography.Title>
        <Typography.Text type="secondary">{texts.lead}</Typography.Text>
      </div>
      <ProfilePictureCard user={user} />
      <Panel>
        {/* Keyed by revision: a saved profile (or one changed elsewhere) starts the form afresh. */}
        <ProfileForm key={user.revision} user={user} />
      </Panel>
    </Flex>
  );
}
