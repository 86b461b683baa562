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
/** The smallest a board's label is drawn on screen, whatever the screen (issue 33). */
export const MIN_LABEL_PX = 10;
/** Below this many screen pixels per board unit the axes keep fewer tick labels (10 px ones would touch). */
const SPARSE_BELOW = 0.75;

/** How a board draws its text and marks at the scale it is shown at (see `legibility`). */
export interface Legibility {
  /** How much larger than designed names are drawn. */
  text: number;
  /** How much larger dots and points are drawn. */
  mark: number;
  /** How much larger the axis and quadrant titles are drawn. */
  titles: number;
  /** The font size, in board units, that comes out at `MIN_LABEL_PX` on screen. */
  minFont: number;
  /** The board is small: the axes label only their ends and middle (decision 0093). */
  sparse: boolean;
}

/**
 * How much larger the boards draw names (in board units) when the board is shown smaller than its
 * own size: 1 at full size, at most 1.8. Dots grow by its square root and the axis and quadrant
 * titles by at most 1.35, so the board does not fill up; and no label is drawn under 10 screen
 * pixels (`labelSize`), the axes then keeping fewer labels (`sparse`).
 */
export function legibility(screenScale: number): Legibility {
  const text = screenScale > 0 ? Math.min(MAX_INK, Math.max(1, READABLE_SCALE / screenScale)) : 1;
  return {
    text,
    mark: Math.sqrt(text),
    titles: Math.min(text, 1.35),
    minFont: screenScale > 0 ? MIN_LABEL_PX / screenScale : MIN_LABEL_PX,
    sparse: screenScale > 0 && screenScale < SPARSE_BELOW,
  };
}

/** A label's font size in board units: as designed, grown by `grow` (the titles' growth unless said), never under 10 px on screen. */
export function labelSize(ink: Legibility, designed: number, grow: number = ink.titles): number {
  return Math.round(Math.max(designed * grow, ink.minFont) * 10) / 10;
}
