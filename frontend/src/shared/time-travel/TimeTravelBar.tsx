import { CaretRightOutlined, HistoryOutlined, PauseOutlined, RollbackOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Flex, Slider, Typography } from 'antd';
import dayjs from 'dayjs';
import { timeTravelMessages as m } from '../../locales/ja-JP/time-travel';
import { formatCalendarDate, toApiDate } from '../lib/datetime';
import { addDays, daysBetween } from './time-travel-dates';
import type { TimeTravel } from './use-time-travel';

/**
 * The past view's controls above a board: a button into it; once in, a banner saying which day is
 * shown (read-only) with the way back to today, a date picker, a slider over every day from the
 * team's creation to today, play/pause, and a second date to compare with.
 */
export function TimeTravelBar({ travel, isFetching }: { travel: TimeTravel; isFetching: boolean }) {
  const { date, compareDate, firstDate, today, playing } = travel;
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
