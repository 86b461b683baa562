import { baseApi } from './base-api';
import { liveTags } from './cache-tags';

/**
 * The invalidation a live event causes (decision 0081; the rules in `cache-tags.ts`): a new
 * notification makes the notifications' reads stale, a "changed" signal the kinds its stream
 * categories map to. Null when nothing shown is concerned.
 */
export function liveInvalidation(event: { type: 'notification' } | { type: 'changed'; categories: readonly string[] }) {
  const tags = event.type === 'notification' ? (['Notifications'] as const) : liveTags(event.categories);
  return tags.length ? baseApi.util.invalidateTags([...tags]) : null;
}
