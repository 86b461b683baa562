import type { ReactNode } from 'react';
import { EmptyState } from '../../../shared/ui/EmptyState';
import type { IllustrationKind } from '../../../shared/ui/Illustration';
import { LinkButton } from '../../../shared/ui/LinkButton';

/** The one step a dashboard card's empty state leads to: the screen where it is taken. */
export interface NextStep {
  to: string;
  icon: ReactNode;
  label: string;
}

/** A dashboard card with nothing to show yet: what is missing, and a primary link to where it is made. */
export function CardEmpty({ illustration, title, description, next }: { illustration: IllustrationKind; title: string; description: string; next?: NextStep }) {
  return (
    <EmptyState
      size="compact"
      illustration={illustration}
      title={title}
      description={description}
      actions={
        next && (
          <LinkButton to={next.to} type="primary" icon={next.icon}>
            {next.label}
          </LinkButton>
        )
      }
    />
  );
}
