import type { ReactNode } from 'react';
import { Illustration, type IllustrationKind } from './Illustration';
import './empty-state.css';

interface EmptyStateProps {
  illustration: IllustrationKind;
  /** What is empty, missing or refused, in a few words. */
  title: ReactNode;
  /** Why, or what happens next. */
  description?: ReactNode;
  /** What to do next: a button or link that works from here. */
  actions?: ReactNode;
  /** `page`: a whole screen (404, 403); `section`: a card or board; `compact`: a list, a panel, a dialog. */
  size?: 'page' | 'section' | 'compact';
}

const illustrationWidth = { page: 180, section: 120, compact: 72 } as const;

/**
 * Every empty, refused or missing state of the product: one picture, a heading and what to do
 * next (docs/design.md). Plain markup, so the lightest pages can use it.
 */
export function EmptyState({ illustration, title, description, actions, size = 'section' }: EmptyStateProps) {
  const Heading = size === 'page' ? 'h1' : size === 'section' ? 'h2' : 'p';
  return (
    <div className={`empty-state empty-state--${size}`}>
      <Illustration kind={illustration} width={illustrationWidth[size]} />
      <Heading className="empty-state__title">{title}</Heading>
      {description && <div className="empty-state__text">{description}</div>}
      {actions && <div className="empty-state__actions">{actions}</div>}
    </div>
  );
}
