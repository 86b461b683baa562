import { Button, Result } from 'antd';
import { messages } from '../../locales/ja-JP/messages';

/** Shown when a page fails to render or its chunk fails to load (e.g. after a deployment). */
export function RouteErrorPage() {
  return (
    <Result
      status="error"
      title={messages.common.unexpectedError}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {messages.common.retry}
        </Button>
      }
    />
  );
}
