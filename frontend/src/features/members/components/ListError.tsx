import { membersTexts } from '../../../locales/ja-JP/members';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

/** A members list that could not be loaded (the departments and positions sections; the others use LoadFailure directly). */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadFailure title={membersTexts.page.loadError} error={error} onRetry={onRetry} />;
}
