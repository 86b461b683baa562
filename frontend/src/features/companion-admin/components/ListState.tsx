import { Alert, Button, Empty, Flex, Typography } from 'antd';
import { companionAdminTexts } from '../../../locales/ja-JP/companion-admin';
import { messages } from '../../../locales/ja-JP/messages';
import { apiErrorText } from '../../../shared/api/api-error';

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

/** The empty state of a list: what is missing and where it comes from. */
export function EmptyList({ title, hint }: { title: string; hint: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Flex vertical gap={2}>
          <Typography.Text>{title}</Typography.Text>
          <Typography.Text type="secondary">{hint}</Typography.Text>
        </Flex>
      }
    />
  );
}
