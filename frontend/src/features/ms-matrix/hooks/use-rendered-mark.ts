/** The performance mark a Chromium benchmark waits for (see docs/modules/ms-matrix.md). */
export const BOARD_RENDERED_MARK = 'ms-board:rendered';

/**
 * Sets `performance.mark(BOARD_RENDERED_MARK)` after the board with its current data has painted,
 * when called from an effect: React runs passive effects once the commit is on screen, and the
 * animation frame waits for the browser to finish that frame's work. The board's effect lists what
 * it shows, so the mark follows each change. Returns the effect's clean-up.
 */
export function markWhenPainted(): (() => void) | undefined {
  if (typeof requestAnimationFrame !== 'function' || typeof performance?.mark !== 'function') return undefined;
  const frame = requestAnimationFrame(() => performance.mark(BOARD_RENDERED_MARK));
  return () => cancelAnimationFrame(frame);
}
