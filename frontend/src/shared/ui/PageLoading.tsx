import { messages } from '../../locales/ja-JP/messages';
import './page-loading.css';

/**
 * The loading state of a whole page. Plain markup, not antd's `Spin`: it is the fallback while a
 * page's chunk loads, on every page's path, the public ones included (docs/benchmarks.md).
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="page-loading__text">{messages.common.loading}</span>
    </div>
  );
}
