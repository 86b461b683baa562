import { Alert, Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../locales/ja-JP/messages';
import { apiErrorText } from '../api/api-error';
import type { ApiError } from '../api/base-query';
import { EmptyState } from './EmptyState';

/** What a failed read met: the database is down (503 with Retry-After, decision 0060), no network, gone, no right, or another failure. */
export type LoadFailureKind = 'databaseUnavailable' | 'network' | 'notFound' | 'forbidden' | 'failed';

function asApiError(error: unknown): Partial<ApiError> {
  return typeof error === 'object' && error !== null ? (error as Partial<ApiError>) : {};
}

export function loadFailureKind(error: unknown): LoadFailureKind {
  const { status, databaseUnavailable } = asApiError(error);
  if (databaseUnavailable) return 'databaseUnavailable';
  if (status === 'FETCH_ERROR') return 'network';
  if (status === 404) return 'notFound';
  if (status === 403) return 'forbidden';
  return 'failed';
}

/** Why a read failed, in words: the kind's own sentence (the server's reason for a 404 or 403 when it gives one), else the failure as `apiErrorText` words it. */
export function loadFailureText(error: unknown): string {
  const kind = loadFailureKind(error);
  const texts = messages.common.loadFailure;
  if (kind === 'databaseUnavailable' || kind === 'network') return texts[kind];
  if (kind === 'notFound' || kind === 'forbidden') {
    const reason = apiErrorText(error, texts[kind]);
    return reason.startsWith(texts[kind]) ? texts[kind] : reason;
  }
  return apiErrorText(error);
}

interface LoadFailureProps {
  /** What could not be loaded ('メンバー一覧を読み込めませんでした'), or that per kind of failure. */
  title: string | ((kind: LoadFailureKind) => string);
  error: unknown;
  /** Asks again; a retry button is shown when given. */
  onRetry?: () => unknown;
  /** Further ways on (a create button), beside the retry. */
  actions?: ReactNode;
  /** Drawn as an alert inside a card or list (default), or as the product's empty state of a section or page. */
  as?: 'alert' | 'section' | 'page';
  /** A description of our own instead of why the read failed. */
  description?: string | ((kind: LoadFailureKind) => string);
}

/**
 * The one way a failed read is shown (decision 0067): what could not be loaded, why (a database
 * outage, no network, not found, no right, or the server's words) and a retry.
 */
export function LoadFailure({ title, error, onRetry, actions, as = 'alert', description }: LoadFailureProps) {
  const kind = loadFailureKind(error);
  const heading = typeof title === 'function' ? title(kind) : title;
  const why = description === undefined ? loadFailureText(error) : typeof description === 'function' ? description(kind) : description;
  const retry = onRetry && (
    <Button type={as === 'alert' ? 'default' : actions ? 'default' : 'primary'} onClick={() => void onRetry()}>
      {messages.common.retry}
    </Button>
  );
  const buttons = (retry || actions) && (
    <Space wrap>
      {actions}
      {retry}
    </Space>
  );
  if (as === 'alert') {
    // The buttons go under the text, not beside it: on a phone a side button squeezes the title into a narrow column.
    return (
      <Alert
        type={kind === 'databaseUnavailable' || kind === 'network' ? 'warning' : 'error'}
        showIcon
        title={heading}
        description={
          <>
            <div>{why}</div>
            {buttons && <div style={{ marginTop: 8 }}>{buttons}</div>}
          </>
        }
      />
    );
  }
  return (
    <EmptyState
      size={as}
      illustration={kind === 'notFound' || kind === 'forbidden' ? kind : 'error'}
      title={heading}
      description={why}
      actions={buttons}
    />
  );
}
