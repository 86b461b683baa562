import { Button } from 'antd';
import { useLocation } from 'react-router';
import { messages } from '../../locales/ja-JP/messages';
import { EmptyState } from '../../shared/ui/EmptyState';
import { loginUrl } from '../../shared/lib/navigation';

/** Shown instead of a signed-in page to a signed-out visitor; signing in returns to this page. */
export function SignInPrompt() {
  const location = useLocation();
  return (
    <EmptyState
      size="page"
      illustration="signIn"
      title={messages.auth.signInRequiredTitle}
      description={messages.auth.signInRequiredText}
      actions={
        <Button type="primary" size="large" href={loginUrl(location.pathname + location.search)}>
          {messages.auth.login}
        </Button>
      }
    />
  );
}
