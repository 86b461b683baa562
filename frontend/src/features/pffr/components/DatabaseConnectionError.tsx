import { Button, Space } from 'antd';
import { pffrMessages as m } from '../../../locales/ja-JP/pffr';
import { EmptyState } from '../../../shared/ui/EmptyState';

interface DatabaseConnectionErrorProps {
  onCreate: () => void;
  onRetry: () => void;
}

/** Spec part 2 §2 and §8: a growth-cycle list that failed to load shows the database-connection screen with its create button. */
export function DatabaseConnectionError({ onCreate, onRetry }: DatabaseConnectionErrorProps) {
  return (
    <EmptyState
      illustration="error"
      title={m.loadFailed.title}
      description={m.loadFailed.description}
      actions={
        <Space wrap>
          <Button type="primary" onClick={onCreate}>
            {m.create.button}
          </Button>
          <Button onClick={onRetry}>{m.loadFailed.retry}</Button>
        </Space>
      }
    />
  );
}
