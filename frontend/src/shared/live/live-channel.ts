import { useEffect, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { liveInvalidation } from '../api/cache-tags-live';

/**
 * The tab's one live channel (decision 0081): a single EventSource on `GET /api/live`, opened
 * while some component uses it and shared by all of them. A `notification` event makes the
 * notifications' reads stale (the bell's count, the dropdown, the page), a `changed` event the
 * kinds its stream categories map to (`liveInvalidation`), so what the user looks at is read again
 * through the normal reads. The browser reconnects by itself and sends `Last-Event-ID`, and the
 * server first sends what was missed; a closed channel (signed out, server gone) is opened again
 * after a pause.
 */
type Dispatch = (action: unknown) => unknown;

const REOPEN_MS = 5_000;
let source: EventSource | null = null;
let users = 0;
let reopen: ReturnType<typeof setTimeout> | null = null;
let connected = false;
const listeners = new Set<() => void>();

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of listeners) listener();
}

function open(dispatch: Dispatch) {
  if (source || typeof EventSource === 'undefined') return;
  const es = new EventSource('/api/live');
  source = es;
  es.addEventListener('ready', () => setConnected(true));
  const apply = (action: ReturnType<typeof liveInvalidation>) => action && dispatch(action);
  es.addEventListener('notification', () => apply(liveInvalidation({ type: 'notification' })));
  es.addEventListener('changed', (event) => {
    const { categories } = JSON.parse((event as MessageEvent<string>).data) as { categories: string[] };
    apply(liveInvalidation({ type: 'changed', categories }));
  });
  es.onerror = () => {
    setConnected(false);
    if (es.readyState !== EventSource.CLOSED) return;
    source = null;
    if (users > 0 && !reopen) reopen = setTimeout(() => ((reopen = null), open(dispatch)), REOPEN_MS);
  };
}

function close() {
  if (reopen) clearTimeout(reopen);
  reopen = null;
  source?.close();
  source = null;
  setConnected(false);
}

/** Keeps the tab's live channel open while the calling component is mounted; answers whether it is connected. */
export function useLiveChannel(): boolean {
  const store = useStore();
  useEffect(() => {
    users += 1;
    open(store.dispatch as Dispatch);
    return () => {
      users -= 1;
      if (users === 0) close();
    };
  }, [store]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => connected,
  );
}
