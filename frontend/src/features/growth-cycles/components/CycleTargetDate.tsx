import { Typography } from '../../../shared/ui/Typography';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import type { GrowthCycleResponse } from '../../../shared/api/generated/growth-cycles';
import { daysUntil, formatCalendarDate } from '../../../shared/lib/datetime';

/**
 * A cycle's target date, when its owner set one: 「目標日：2027年1月15日」, and for an active cycle
 * the days left or that it has passed (counted from today in APP_TIME_ZONE, like the server's rule).
 */
export function CycleTargetDate({ cycle }: { cycle: Pick<GrowthCycleResponse, 'targetDate' | 'status'> }) {
  if (!cycle.targetDate) return null;
  const days = daysUntil(cycle.targetDate);
  return (
    <Typography.Text type="secondary">
      {m.mine.targetDate(formatCalendarDate(cycle.targetDate, 'longDay'))}
      {cycle.status === 'active' && (
        <>
          {'（'}
          {days < 0 ? <Typography.Text type="danger">{m.mine.targetPassed}</Typography.Text> : m.mine.daysLeft(days)}
          {'）'}
        </>
      )}
    </Typography.Text>
  );
}
