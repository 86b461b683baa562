/** A member on a board of one day, as the comparison needs it. */
export interface BoardMember {
  id: string;
  name: string;
  x: number;
  y: number;
  /** Where on the board this is, in words (the quadrant's name). */
  area: string;
}

export interface BoardMove {
  id: string;
  name: string;
  kind: 'moved' | 'joined' | 'left';
  from: BoardMember | null;
  to: BoardMember | null;
  /** Distance on the board (fractions); 0 for a member who joined or left. */
  distance: number;
}

/**
 * Who moved where between two days: members on both boards whose place in words (`area`, the
 * levels the list shows) differs, so a nudge within one rounded level is not listed as a move
 * that reads "104 → 104"; members only
 * on the later one (joined) and only on the earlier one (left). Moved first, the longest move first;
 * then joined and left, by name.
 */
export function compareBoards(before: readonly BoardMember[], after: readonly BoardMember[]): BoardMove[] {
  const earlier = new Map(before.map((member) => [member.id, member]));
  const later = new Map(after.map((member) => [member.id, member]));
  const moves: BoardMove[] = [];
  for (const to of after) {
    const from = earlier.get(to.id);
    if (!from) {
      moves.push({ id: to.id, name: to.name, kind: 'joined', from: null, to, distance: 0 });
      continue;
    }
    const distance = Math.hypot(to.x - from.x, to.y - from.y);
    if (to.area !== from.area) moves.push({ id: to.id, name: to.name, kind: 'moved', from, to, distance });
  }
  for (const from of before) {
    if (!later.has(from.id)) moves.push({ id: from.id, name: from.name, kind: 'left', from, to: null, distance: 0 });
  }
  const rank = { moved: 0, joined: 1, left: 2 } as const;
  return moves.sort((a, b) => rank[a.kind] - rank[b.kind] || b.distance - a.distance || a.name.localeCompare(b.name, 'ja'));
}
