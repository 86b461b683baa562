import { theme } from 'antd';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, read from `matchMedia` so it is right on the first render
 * (antd's `Grid.useBreakpoint` answers only after an effect, which would draw the desktop layout
 * on a phone for one frame), and again whenever it changes.
 */
function useMediaQuery(query: string): boolean {
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

/**
 * Whether the window is narrower than antd's `lg` breakpoint (992 px: phones and portrait
 * tablets), where the community sidebar becomes a drawer and the top bar tightens.
 */
export function useNarrowScreen(): boolean {
  const { token } = theme.useToken();
  return useMediaQuery(`(max-width: ${token.screenLG - 0.02}px)`);
}

/** The person asked their system for less motion (WCAG 2.3.3): antd's animations are switched off (AntdProviders). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
