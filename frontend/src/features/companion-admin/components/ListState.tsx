import { Alert, Button } from 'antd';
import { companionAdminTexts } from '../../../locales/ja-JP/companion-admin';
import { messages } from '../../../locales/ja-JP/messages';
import { apiErrorText } from '../../../shared/api/api-error';
import { EmptyState } from '../../../shared/ui/EmptyState';

/** A list that could not be loaded: why, and a retry. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={companionAdminTexts.common.loadError}
      description={apiErrorText(error)}
      action={<Button onClick={onRetry}>{messages.common.retry}</Button>}
    />
  );
}

/** The empty state of a list: what is missing and where it comes from (the product's one empty state, docs/design.md). */
export function EmptyList({ title, hint }: { title: string; hint: string }) {
  return <EmptyState size="compact" illustration="list" title={title} description={hint} />;
}
