/** A table column as the column-priority rule sees it. */
export interface PrioritisedColumn {
  /** Its width in px when shown (the rule's unit; 120 when not given). */
  width?: number | string;
  /** A key column: always shown, whatever the width (the row must stay recognisable). */
  keep?: boolean;
  /** Lower shows first among the columns that are not kept; declared order when equal or missing. */
  priority?: number;
}

const DEFAULT_WIDTH = 120;

function widthOf(column: PrioritisedColumn): number {
  return typeof column.width === 'number' ? column.width : DEFAULT_WIDTH;
}

/**
 * Which columns a table shows in `available` px and which it folds into the row's expanded part
 * (docs/decisions/0101): the key columns always, then the others by priority as long as their
 * widths fit. Both lists keep the declared order.
 */
export function columnsThatFit<C extends PrioritisedColumn>(columns: readonly C[], available: number): { shown: C[]; folded: C[] } {
  let used = columns.filter((c) => c.keep).reduce((sum, c) => sum + widthOf(c), 0);
  const fits = new Set<C>(columns.filter((c) => c.keep));
  const candidates = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => !column.keep)
    .sort((a, b) => (a.column.priority ?? a.index) - (b.column.priority ?? b.index) || a.index - b.index);
  for (const { column } of candidates) {
    if (used + widthOf(column) > available) continue;
    used += widthOf(column);
    fits.add(column);
  }
  return { shown: columns.filter((c) => fits.has(c)), folded: columns.filter((c) => !fits.has(c)) };
}
