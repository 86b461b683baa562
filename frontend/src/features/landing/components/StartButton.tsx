import { ArrowRightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { messages } from '../../../locales/ja-JP/messages';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { loginUrl } from '../../../shared/lib/navigation';
import { LinkButton } from '../../../shared/ui/LinkButton';

/** '無料で始める' (to sign-in) for visitors; for a signed-in user, the way into the community. */
export function StartButton() {
  const { isSignedIn } = useCurrentUser();
  if (isSignedIn) {
    return (
      <LinkButton to="/community" type="primary" size="large" icon={<ArrowRightOutlined />} iconPlacement="end">
        {messages.landing.goToCommunity}
      </LinkButton>
    );
  }
  return (
    <Button type="primary" size="large" href={loginUrl('/community')}>
      {messages.landing.startFree}
    </Button>
  );
}
