import { EmptyState } from '../../../shared/ui/EmptyState';

/** The empty state of a list: what is missing and where it comes from (the product's one empty state, docs/design.md). */
export function EmptyList({ title, hint }: { title: string; hint: string }) {
  return <EmptyState size="compact" illustration="list" title={title} description={hint} />;
}
