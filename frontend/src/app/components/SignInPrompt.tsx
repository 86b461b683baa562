import { Button, Result } from 'antd';
import { useLocation } from 'react-router';
import { messages } from '../../locales/ja-JP/messages';
import { loginUrl } from '../../shared/lib/navigation';

/** Shown instead of a signed-in page to a signed-out visitor. */
export function SignInPrompt() {
  const location = useLocation();
  return (
    <Result
      status="403"
      title={messages.auth.signInRequiredTitle}
      subTitle={messages.auth.signInRequiredText}
      extra={
        <Button type="primary" size="large" href={loginUrl(location.pathname + location.search)}>
          {messages.auth.login}
        </Button>
      }
    />
  );
}
