/**
 * One colour per member on both boards (spec part 1 §9: a fixed palette of 10, picked by a hash of
 * the member name). The dot, its growth trail, the legends, the growth tables and the exported
 * picture all take it from `memberColor`, so a trail can be matched to its dot. The spec's separate
 * six-colour trail cycle is gone on purpose (docs/design/phones.md): it gave a trail another colour
 * than its dot.
 */
export const MEMBER_PALETTE = [
  '#2563EB',
  '#DC2626',
  '#059669',
  '#D97706',
  '#7C3AED',
  '#DB2777',
  '#0891B2',
  '#65A30D',
  '#EA580C',
  '#4F46E5',
] as const;

/** A stable 32-bit string hash (Java's `String.hashCode`), so a name keeps its colour everywhere. */
export function nameHash(name: string): number {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash = (Math.imul(hash, 31) + name.charCodeAt(i)) | 0;
  return hash;
}

/** The member's place in the palette (for SVG markers defined once per colour). */
export function memberColorIndex(name: string): number {
  return Math.abs(nameHash(name)) % MEMBER_PALETTE.length;
}

/** The member's own colour; the same name gets the same colour on every board, trail and list. */
export function memberColor(name: string): string {
  return MEMBER_PALETTE[memberColorIndex(name)];
}
