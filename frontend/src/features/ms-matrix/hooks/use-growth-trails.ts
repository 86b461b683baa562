import { useMemo } from 'react';
import type { MatrixGrowthPointResponse, MemberGrowthHistoryResponse, MsMatrixEntryResponse } from '../../../shared/api/generated/ms-matrix';
import { memberColorIndex } from '../../../shared/lib/member-colors';
import type { TrailLine } from '../components/GrowthTrails';
import { trailPath } from '../lib/trail-path';

/**
 * Each visible member with more than one point gets one path, in the member's own colour (the
 * colour of their dot). Memoised: a 200 × 50 history is a few hundred kilobytes of path data, built
 * once per change of the history or of what is visible.
 */
export function useGrowthTrails(
  visibleEntries: readonly MsMatrixEntryResponse[],
  history: readonly MemberGrowthHistoryResponse[] | undefined,
  showTrail: boolean,
) {
  const historyByEntry = useMemo(() => {
    if (!history) return null;
    return new Map<string, readonly MatrixGrowthPointResponse[]>(history.map((member) => [member.entryId, member.history]));
  }, [history]);

  const trails = useMemo<TrailLine[] | null>(() => {
    if (!showTrail || !historyByEntry) return null;
    const lines: TrailLine[] = [];
    for (const entry of visibleEntries) {
      const points = historyByEntry.get(entry.id);
      if (points && points.length > 1) lines.push({ entryId: entry.id, d: trailPath(points), colorIndex: memberColorIndex(entry.memberName) });
    }
    return lines;
  }, [showTrail, historyByEntry, visibleEntries]);

  return { historyByEntry, trails };
}
