/**
 * What the MS and 1on1 boards share on the screen. The board itself (620 × 380, the SVG's viewBox;
 * positions as fractions clamped to 0..1; a new member at the centre) is the server's too and lives
 * in `@pivot/rules` (decision 0078); how a fraction maps onto levels differs per board (`@pivot/rules`
 * and each feature's `lib/`).
 */
export { BOARD_HEIGHT, BOARD_WIDTH, DEFAULT_POSITION, clampFraction } from '@pivot/rules';

/** The six numbers of a 2D affine matrix (an SVG `DOMMatrix` or `SVGMatrix`). */
export interface AffineMatrix {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/** The point that `matrix` maps onto (clientX, clientY): the inverse transform, without DOMMatrix. */
export function invertPoint(matrix: AffineMatrix, clientX: number, clientY: number): { px: number; py: number } | null {
  const { a, b, c, d, e, f } = matrix;
  const determinant = a * d - b * c;
  if (!determinant) return null;
  const x = clientX - e;
  const y = clientY - f;
  return { px: (d * x - c * y) / determinant, py: (a * y - b * x) / determinant };
}

/**
 * The board (viewBox) point under a pointer, through the SVG's screen matrix: right however the
 * board is scaled to the screen, letterboxed or zoomed, and wherever its scroller has scrolled.
 */
export function pointerToViewBox(svg: SVGSVGElement, clientX: number, clientY: number): { px: number; py: number } | null {
  const matrix = svg.getScreenCTM();
  return matrix ? invertPoint(matrix, clientX, clientY) : null;
}

/** Screen pixels per board unit at which the boards' text was designed to be read. */
const READABLE_SCALE = 0.9;
const MAX_INK = 1.8;

/**
 * How much larger the boards draw names (in board units) when the board is shown smaller than its
 * own size, so a name stays about 10 px high on a phone: 1 at full size, at most 1.8. Dots grow by
 * its square root and the axis and quadrant titles by at most 1.35, so the board does not fill up.
 */
export function legibility(screenScale: number): { text: number; mark: number; titles: number } {
  const text = screenScale > 0 ? Math.min(MAX_INK, Math.max(1, READABLE_SCALE / screenScale)) : 1;
  return { text, mark: Math.sqrt(text), titles: Math.min(text, 1.35) };
}
