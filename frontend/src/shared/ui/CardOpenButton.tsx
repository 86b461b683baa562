import type { ReactNode } from 'react';
import './card-open-button.css';

/**
 * The title of a card that opens something (a lesson, a knowledge entry), as the card's one button:
 * its ::after covers the card, so a click anywhere on it opens, while the keyboard and a screen
 * reader meet one button named by the title (`label` adds the action, 「…を開く」, and contains the
 * visible title, WCAG 2.5.3) instead of a card-sized button that reads out everything on it.
 * Place it inside the card's heading; the card (antd's) is its positioned ancestor.
 */
export function CardOpenButton({ label, onOpen, children }: { label: string; onOpen: () => void; children: ReactNode }) {
  return (
    <button type="button" className="card-open-button" aria-label={label} onClick={onOpen}>
      {children}
    </button>
  );
}
