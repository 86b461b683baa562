/** One change of an entry as both audit APIs answer it (the MS matrix's and the 1on1 board's). */
export interface TrailRecord {
  at: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  from: { x: number; y: number } | null;
  to: { x: number; y: number } | null;
  pointId: string | null;
  deletedPointIds?: string[];
}

export interface TrailStop {
  /** 1-based order of the position on the path. */
  order: number;
  x: number;
  y: number;
  pointId: string | null;
  at: string;
  /** Deleted later (by one delete or a history clear): drawn hollow and crossed. */
  deleted: boolean;
}

/**
 * The path on the board, pure: every position the entry was placed or moved to, in order, each
 * marked deleted when a later event deleted its growth point. The last stop is the current
 * position unless the entry was removed.
 */
export function trailStops(records: readonly TrailRecord[]): { stops: TrailStop[]; removed: boolean } {
  const deleted = new Set<string>();
  for (const r of records) {
    if (r.action === 'point_deleted' && r.pointId) deleted.add(r.pointId);
    for (const id of r.deletedPointIds ?? []) deleted.add(id);
  }
  const stops: TrailStop[] = [];
  let removed = false;
  for (const r of records) {
    if ((r.action === 'placed' || r.action === 'moved') && r.to) {
      if (r.action === 'placed') removed = false;
      stops.push({ order: stops.length + 1, x: r.to.x, y: r.to.y, pointId: r.pointId, at: r.at, deleted: r.pointId !== null && deleted.has(r.pointId) });
    }
    if (r.action === 'removed') removed = true;
  }
  return { stops, removed };
}
