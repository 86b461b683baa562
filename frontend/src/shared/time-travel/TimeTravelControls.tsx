import { CaretRightOutlined, HistoryOutlined, PauseOutlined, RollbackOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Flex, Slider } from 'antd';
import { Typography } from '../ui/Typography';
import dayjs from 'dayjs';
import { timeTravelMessages as m } from '../../locales/ja-JP/time-travel';
import { daysBetween, formatCalendarDate, toApiDate } from '../lib/datetime';
import { addDays } from './time-travel-dates';
import type { TimeTravel } from './use-time-travel';

/**
 * The past view's controls once in it (TimeTravelBar): a banner saying which day is shown
 * (read-only) with the way back to today, a date picker, a slider over every day from the team's
 * creation to today, play/pause, and a second date to compare with. Its own chunk: the date picker
 * and the slider load when the past view is first opened (docs/decisions/0104).
 */
export default function TimeTravelControls({ travel, isFetching, date }: { travel: TimeTravel; isFetching: boolean; date: string }) {
  const { compareDate, firstDate, today, playing } = travel;
  const total = Math.max(1, daysBetween(firstDate, today));
  const outOfRange = (day: dayjs.Dayjs) => toApiDate(day) < firstDate || toApiDate(day) > today;
  return (
    <Flex vertical gap="small" data-testid="time-travel">
      <Alert
        type="warning"
        showIcon
        icon={<HistoryOutlined />}
        title={m.banner(formatCalendarDate(date, 'day'))}
        description={
          <Flex vertical gap="small" align="flex-start">
            <span>{m.bannerHint}</span>
            <Button type="primary" size="small" icon={<RollbackOutlined />} onClick={travel.backToToday}>
              {m.backToToday}
            </Button>
          </Flex>
        }
      />
      <Flex gap="small" align="center" wrap>
        <DatePicker
          aria-label={m.date}
          allowClear={false}
          value={dayjs(date)}
          disabledDate={outOfRange}
          onChange={(value) => value && travel.show(toApiDate(value))}
        />
        {playing ? (
          <Button icon={<PauseOutlined />} onClick={travel.pause}>
            {m.pause}
          </Button>
        ) : (
          <Button icon={<CaretRightOutlined />} onClick={travel.play} aria-label={m.playLabel}>
            {m.play}
          </Button>
        )}
        {compareDate === null ? (
          <Button icon={<SwapOutlined />} onClick={() => travel.compareWith(addDays(date, -30) < firstDate ? firstDate : addDays(date, -30))}>
            {m.compare}
          </Button>
        ) : (
          <Flex gap="small" align="center" wrap>
            <Typography.Text>{m.compareWith}</Typography.Text>
            <DatePicker
              aria-label={m.compareWith}
              allowClear={false}
              value={dayjs(compareDate)}
              disabledDate={outOfRange}
              onChange={(value) => value && travel.compareWith(toApiDate(value))}
            />
            <Button onClick={() => travel.compareWith(null)}>{m.stopCompare}</Button>
          </Flex>
        )}
        {isFetching && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {m.loading}
          </Typography.Text>
        )}
      </Flex>
      <Slider
        ariaLabelForHandle={m.slider}
        min={0}
        max={total}
        value={daysBetween(firstDate, date)}
        tooltip={{ formatter: (value) => formatCalendarDate(addDays(firstDate, value ?? 0), 'day') }}
        marks={{ 0: formatCalendarDate(firstDate, 'day'), [total]: formatCalendarDate(today, 'day') }}
        onChange={(value: number) => travel.show(addDays(firstDate, value))}
        style={{ marginInline: 40 }}
      />
    </Flex>
  );
}
