import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the section the URL's hash names once the page has rendered: the page is a lazy chunk,
 * so on a first visit to /pivot#reviews the browser looked for #reviews before it existed.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);
}
