import { theme } from 'antd';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window is narrower than antd's `lg` breakpoint (992 px: phones and portrait
 * tablets), where the community sidebar becomes a drawer and the top bar tightens. Read from
 * `matchMedia`, so it is right on the first render (antd's `Grid.useBreakpoint` answers only
 * after an effect, which would draw the desktop layout on a phone for one frame).
 */
export function useNarrowScreen(): boolean {
  const { token } = theme.useToken();
  const query = `(max-width: ${token.screenLG - 0.02}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
