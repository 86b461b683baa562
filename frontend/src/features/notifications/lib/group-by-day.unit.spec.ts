import { setAppTimeZone } from '../../../shared/lib/datetime';
import { groupByDay } from './group-by-day';

describe('groupByDay', () => {
  it('groups newest-first items by their day in the deployment zone, not UTC', () => {
    setAppTimeZone('Asia/Tokyo');
    const items = [{ createdAt: '2026-12-06T16:00:00Z' }, { createdAt: '2026-12-06T14:00:00Z' }, { createdAt: '2026-12-05T10:00:00Z' }];
    expect(groupByDay(items).map((g) => [g.day, g.items.length])).toEqual([
      ['2026-12-07', 1],
      ['2026-12-06', 1],
      ['2026-12-05', 1],
    ]);
  });
});
