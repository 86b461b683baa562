/** Point colours when a member has no department colour: a fixed palette of 10 by a hash of the name (spec part 1 §9). */
export const MEMBER_PALETTE = [
  '#1677ff',
  '#13c2c2',
  '#52c41a',
  '#faad14',
  '#eb2f96',
  '#722ed1',
  '#fa541c',
  '#2f54eb',
  '#a0d911',
  '#08979c',
];

/** Growth trajectory colours, cycled over the members in board order (spec part 1 §9: 6 colours). */
export const TRAJECTORY_PALETTE = ['#1677ff', '#eb2f96', '#52c41a', '#fa8c16', '#722ed1', '#13c2c2'];

/** The follow-up ring around a member with no recent 1on1. */
export const FOLLOW_UP_COLOR = '#fa8c16';

function nameHash(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash;
}

export function memberColor(name: string, departmentColor: string | null): string {
  return departmentColor ?? MEMBER_PALETTE[nameHash(name) % MEMBER_PALETTE.length];
}

export function trajectoryColor(index: number): string {
  return TRAJECTORY_PALETTE[index % TRAJECTORY_PALETTE.length];
}
