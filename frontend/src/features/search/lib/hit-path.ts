import type { SearchHitResponse } from '../../../shared/api/generated/search';

/** Where a hit opens (the route registry's paths: a knowledge entry and a lesson open over their list). */
export function hitPath(hit: Pick<SearchHitResponse, 'kind' | 'id' | 'title'>): string {
  const id = encodeURIComponent(hit.id);
  switch (hit.kind) {
    case 'knowledge':
      return `/community/knowledge-base?open=${id}`;
    case 'forum':
      return `/community/forum/${id}`;
    case 'event':
      return `/community/events/${id}`;
    case 'learning':
      return `/community/learning?open=${id}`;
    // The members screen searched for the member's name (its search box takes `q`).
    case 'member':
      return `/community/members?q=${encodeURIComponent(hit.title)}`;
  }
}

/** `/` (outside a text field) or Ctrl+K / ⌘K anywhere: the shortcut that opens the search. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  return !(target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)));
}
