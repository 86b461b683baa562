/**
 * One colour per member on both boards (spec part 1 §9: a fixed palette of 10, picked by a hash of
 * the member name), and the 6 growth trail colours.
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

/** Growth trail colours (spec part 1 §9: 6, cycling through the members). */
export const TRAJECTORY_PALETTE = ['#3B82F6', '#EF4444', '#10B981', '#F59E0B', '#8B5CF6', '#EC4899'] as const;

/** A stable 32-bit string hash (Java's `String.hashCode`), so a name keeps its colour everywhere. */
export function nameHash(name: string): number {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash = (Math.imul(hash, 31) + name.charCodeAt(i)) | 0;
  return hash;
}

/** The member's own colour; the same name gets the same colour on every board and list. */
export function memberColor(name: string): string {
  return MEMBER_PALETTE[Math.abs(nameHash(name)) % MEMBER_PALETTE.length];
}

/** The trail colour of the member at `index` in board order. */
export function trajectoryColor(index: number): string {
  return TRAJECTORY_PALETTE[index % TRAJECTORY_PALETTE.length];
}
