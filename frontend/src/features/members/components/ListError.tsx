import { Alert, Button } from 'antd';
import { membersTexts } from '../../../locales/ja-JP/members';
import { messages } from '../../../locales/ja-JP/messages';
import { apiErrorText } from '../../../shared/api/api-error';

/** A list that could not be loaded: why, and a retry. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={membersTexts.page.loadError}
      description={apiErrorText(error)}
      action={<Button onClick={onRetry}>{messages.common.retry}</Button>}
    />
  );
}
