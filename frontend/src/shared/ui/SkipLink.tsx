import type { MouseEvent } from 'react';
import { messages } from '../../locales/ja-JP/messages';

/** The element the skip link moves to: the page's `#main-content`, else its `<main>`. */
function mainContent(): HTMLElement | null {
  return document.getElementById('main-content') ?? document.querySelector('main');
}

/**
 * The first stop of the keyboard on every page (WCAG 2.4.1): hidden until focused, it moves the
 * focus past the top bar and the sidebar to the page's content. Plain markup (base.css), so the
 * public pages draw it without antd.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = mainContent();
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // Focusing scrolls the content into view.
    target.focus();
  };
  return (
    <a className="skip-link" href="#main-content" onClick={skip}>
      {messages.skipLink}
    </a>
  );
}
