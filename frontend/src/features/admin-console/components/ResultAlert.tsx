import { Alert } from 'antd';
import type { ResultNotice } from '../lib/admin-results';

/** The outcome of an admin call, kept on the screen (not only a toast) so it can be read and copied. */
export function ResultAlert({ notice, onClose }: { notice: ResultNotice | undefined; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert
      type={notice.kind}
      showIcon
      closable={{ onClose }}
      title={notice.title}
      description={notice.description || undefined}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      data-testid="admin-result"
    />
  );
}
