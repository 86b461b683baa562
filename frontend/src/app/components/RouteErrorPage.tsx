import { Button } from 'antd';
import { messages } from '../../locales/ja-JP/messages';
import { EmptyState } from '../../shared/ui/EmptyState';

/**
 * Shown when a page fails to render or its chunk fails to load (e.g. after a deployment). It sits
 * outside the router's outlet, so its way home is a plain link.
 */
export function RouteErrorPage() {
  return (
    <EmptyState
      size="page"
      illustration="error"
      title={messages.common.unexpectedError}
      description={messages.routeError.text}
      actions={
        <>
          <Button type="primary" onClick={() => window.location.reload()}>
            {messages.common.retry}
          </Button>
          <Button href="/">{messages.routeError.backHome}</Button>
        </>
      }
    />
  );
}
