/**
 * Fractions 0..1: how the matrices store a place on a board (x from the left, y from the top),
 * whatever the board's size in pixels.
 */
/** A finite number from 0 to 1 inclusive: what a command may carry as a position. */
export function isFraction(value) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}
/** The value held to 0..1, for reading levels off a position. */
export function clampFraction(value) {
    return Math.min(1, Math.max(0, value));
}
