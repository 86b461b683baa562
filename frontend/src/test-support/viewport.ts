import { screen, within } from '@testing-library/react';

// jsdom lays nothing out: a ResponsiveTable reads the window's width instead of its own
// (shared/ui/ResponsiveTable.tsx), so a spec sets that width to stand for a phone or a desktop.
const JSDOM_WIDTH = window.innerWidth;

/** The window's width, as a ResponsiveTable measures it in jsdom. */
export function atWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

/** Back to jsdom's own width (for `afterEach`). */
export function resetWidth(): void {
  atWidth(JSDOM_WIDTH);
}

/** The column headers a table shows, in order (in `table`, or in the whole document). */
export function columnHeaders(table?: HTMLElement): string[] {
  return (table ? within(table) : screen)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '')
    .filter(Boolean);
}
