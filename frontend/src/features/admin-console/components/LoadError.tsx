import { Alert, Button } from 'antd';
import { messages } from '../../../locales/ja-JP/messages';
import { apiErrorText } from '../../../shared/api/api-error';

/** A read that failed: what could not be loaded, why, and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return <Alert type="error" showIcon title={title} description={apiErrorText(error)} action={<Button onClick={onRetry}>{messages.common.retry}</Button>} />;
}
