import { useMemo } from 'react';
import type { MatrixGrowthPointResponse, MemberGrowthHistoryResponse, MsMatrixEntryResponse } from '../../../shared/api/generated/api';
import { TRAJECTORY_PALETTE } from '../../../shared/lib/member-colors';
import type { TrailLine } from '../components/GrowthTrails';
import { trailPath } from '../lib/trail-path';

export interface MemberTrail {
  points: readonly MatrixGrowthPointResponse[];
  colorIndex: number;
}

/**
 * Trail colours cycle through the trajectory palette in the order the members are listed; each
 * visible member with more than one point gets one path. Memoised: a 200 × 50 history is a few
 * hundred kilobytes of path data, built once per change of the history or of what is visible.
 */
export function useGrowthTrails(
  orderedEntries: readonly MsMatrixEntryResponse[],
  visibleEntries: readonly MsMatrixEntryResponse[],
  history: readonly MemberGrowthHistoryResponse[] | undefined,
  showTrail: boolean,
) {
  const colorIndexByEntry = useMemo(
    () => new Map(orderedEntries.map((entry, index) => [entry.id, index % TRAJECTORY_PALETTE.length])),
    [orderedEntries],
  );

  const historyByEntry = useMemo(() => {
    if (!history) return null;
    const byEntry = new Map<string, MemberTrail>();
    for (const member of history) byEntry.set(member.entryId, { points: member.history, colorIndex: colorIndexByEntry.get(member.entryId) ?? 0 });
    return byEntry;
  }, [history, colorIndexByEntry]);

  const trails = useMemo<TrailLine[] | null>(() => {
    if (!showTrail || !historyByEntry) return null;
    const lines: TrailLine[] = [];
    for (const entry of visibleEntries) {
      const member = historyByEntry.get(entry.id);
      if (member && member.points.length > 1) lines.push({ entryId: entry.id, d: trailPath(member.points), colorIndex: member.colorIndex });
    }
    return lines;
  }, [showTrail, historyByEntry, visibleEntries]);

  return { colorIndexByEntry, historyByEntry, trails };
}
