import { baseApi } from '../shared/api/base-api';
import '../shared/api/generated/site-config';
import '../shared/api/generated/users';
import { pageSentSignedOut } from '../shared/auth/current-user';
import { preloadChunksFor } from './router';
import type { AppStore } from './store';

/** The queries every antd screen waits for before it draws: the signed-in user and the site's settings (its time zone). */
const firstQueries = ['usersCurrentUser', 'siteConfigGet'] as const;

type Prefetch = (endpoint: string, arg: undefined, options: { force?: boolean }) => Parameters<AppStore['dispatch']>[0];

/**
 * What the first page of a visit asks for before React draws anything (docs/decisions/0094): on an
 * antd screen (the community, the admin pages), its chunks (`preloadChunksFor`) and the two queries
 * its frame waits for, all at once. The answers wait in the API cache for the components that ask
 * for them; nothing here decides what is drawn.
 */
export function warmStart(store: AppStore, pathname: string): void {
  if (!preloadChunksFor(pathname)) return;
  const prefetch = baseApi.util.prefetch as unknown as Prefetch;
  for (const endpoint of firstQueries) {
    if (endpoint === 'usersCurrentUser' && pageSentSignedOut()) continue;
    store.dispatch(prefetch(endpoint, undefined, {}));
  }
}
