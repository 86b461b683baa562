import type { ReactNode } from 'react';
import { companion } from '../../../shared/content/companion';

/** A link to another site, always in a new tab, saying so to a screen reader. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{companion.newTab}</span>
      <svg className="external-link__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M9 3h4v4M13 3L7 9M11 9v4H3V5h4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}
