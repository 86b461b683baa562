import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { pointsMayHaveChanged } from '../../../shared/api/cache-tags';

/**
 * When to read the points again after praise, a cheer or a completed cycle. The points are paid by
 * the server's award reactors a moment after the write has answered (reactors are not waited for,
 * docs/modules/points.md), so the refetch the write's own invalidation causes can come before the
 * award; these later reads pick it up. Usually the first one does; the last covers a busy server.
 */
export const AWARD_REFETCH_DELAYS_MS = [500, 1500, 4000] as const;

/** Answers a function that makes the points reads stale again as the award lands (the badge, chart, shop, leaderboard). */
export function useRefreshPointsAfterAward(): () => void {
  const dispatch = useDispatch();
  return useCallback(() => {
    for (const delay of AWARD_REFETCH_DELAYS_MS) setTimeout(() => dispatch(pointsMayHaveChanged()), delay);
  }, [dispatch]);
}
