import { CaretRightOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Typography } from '../ui/Typography';
import { lazy, Suspense } from 'react';
import { timeTravelMessages as m } from '../../locales/ja-JP/time-travel';
import { addDays } from './time-travel-dates';
import type { TimeTravel } from './use-time-travel';

// The controls of the opened past view (date pickers, slider) load when it is first opened.
const TimeTravelControls = lazy(() => import('./TimeTravelControls'));

/**
 * The past view's controls above a board: a button into it; once in, its controls
 * (TimeTravelControls: the day shown, the way back, a date picker, a slider, play/pause, a second
 * date to compare with).
 */
export function TimeTravelBar({ travel, isFetching }: { travel: TimeTravel; isFetching: boolean }) {
  const { date, today } = travel;
  if (date === null) {
    return (
      <Flex wrap gap="small" align="center" justify="space-between">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {m.openHint}
        </Typography.Text>
        <Flex gap="small" wrap>
          <Button icon={<HistoryOutlined />} onClick={() => travel.show(addDays(today, -30))}>
            {m.open}
          </Button>
          <Button icon={<CaretRightOutlined />} onClick={travel.play} aria-label={m.playLabel}>
            {m.play}
          </Button>
        </Flex>
      </Flex>
    );
  }
  return (
    <Suspense fallback={null}>
      <TimeTravelControls travel={travel} isFetching={isFetching} date={date} />
    </Suspense>
  );
}
