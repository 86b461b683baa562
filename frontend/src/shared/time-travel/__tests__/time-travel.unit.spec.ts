import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { compareBoards, type BoardMember } from '../board-moves';
import { calendarDateOf, daysBetween, today as appToday } from '../../lib/datetime';
import { addDays, emptyReasonText } from '../time-travel-dates';
import { FRAMES_PER_PLAY, useTimeTravel, useTimeTravelPlayback } from '../use-time-travel';
import { timeTravelMessages } from '../../../locales/ja-JP/time-travel';

const member = (id: string, x: number, y: number, area = `${x},${y}`): BoardMember => ({ id, name: `名前${id}`, x, y, area });

describe('compareBoards', () => {
  it('lists who moved (longest first), who joined and who left, and leaves out who stayed', () => {
    const before = [member('a', 0.1, 0.9), member('b', 0.5, 0.5), member('c', 0.3, 0.3), member('d', 0.2, 0.2)];
    const after = [member('a', 0.6, 0.2), member('b', 0.5, 0.5), member('c', 0.35, 0.3), member('e', 0.7, 0.7)];
    const moves = compareBoards(before, after);
    expect(moves.map((move) => [move.id, move.kind])).toEqual([
      ['a', 'moved'],
      ['c', 'moved'],
      ['e', 'joined'],
      ['d', 'left'],
    ]);
    expect(moves[0]).toMatchObject({ from: { area: '0.1,0.9' }, to: { area: '0.6,0.2' } });
    expect(moves[2].from).toBeNull();
    expect(moves[3].to).toBeNull();
  });

  it('leaves out a nudge that keeps the same levels on the list', () => {
    const moves = compareBoards([member('a', 0.5, 0.5, 'スキル 104・マインド 100')], [member('a', 0.501, 0.5, 'スキル 104・マインド 100')]);
    expect(moves).toEqual([]);
  });

  it('answers nothing for the same board', () => {
    const board = [member('a', 0.1, 0.9)];
    expect(compareBoards(board, board)).toEqual([]);
  });
});

describe('the days of the past view', () => {
  it('takes the day in Asia/Tokyo, where the server counts days', () => {
    // 2026-05-31 20:00 UTC is already June 1st in Tokyo.
    expect(calendarDateOf('2026-05-31T20:00:00Z')).toBe('2026-06-01');
    expect(appToday(new Date('2026-05-31T14:59:00Z'))).toBe('2026-05-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
  });

  it('says why a past board is empty', () => {
    expect(emptyReasonText({ emptyReason: null, teamCreatedOn: '2026-01-01' }, timeTravelMessages.emptyReasons)).toBeNull();
    expect(emptyReasonText({ emptyReason: 'before_team', teamCreatedOn: '2026-01-10' }, timeTravelMessages.emptyReasons)).toBe(
      'この日はまだチームが作成されていません（作成日 2026/01/10）',
    );
    expect(emptyReasonText({ emptyReason: 'nobody_placed', teamCreatedOn: null }, timeTravelMessages.emptyReasons)).toBe(
      'この日はまだ誰もボードに配置されていませんでした',
    );
  });
});

describe('useTimeTravel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the day between the first day and today, and goes back to today', () => {
    const { result } = renderHook(() => useTimeTravel({ firstDate: '2026-01-01', today: '2026-05-01' }));
    expect(result.current.date).toBeNull();
    act(() => result.current.show('2025-12-01'));
    expect(result.current.date).toBe('2026-01-01');
    act(() => result.current.show('2026-06-01'));
    expect(result.current.date).toBe('2026-05-01');
    act(() => result.current.compareWith('2026-02-01'));
    act(() => result.current.backToToday());
    expect(result.current).toMatchObject({ date: null, compareDate: null, playing: false });
  });

  it('plays from the first day to today in steps, each waiting for its board, and stops there', () => {
    let ready = true;
    const { result, rerender } = renderHook(() => {
      const travel = useTimeTravel({ firstDate: '2026-01-01', today: '2026-05-01' });
      useTimeTravelPlayback(travel, ready);
      return travel;
    });
    act(() => result.current.play());
    expect(result.current.date).toBe('2026-01-01');
    act(() => jest.advanceTimersByTime(130));
    const step = Math.ceil(120 / FRAMES_PER_PLAY);
    expect(result.current.date).toBe(addDays('2026-01-01', step));
    // The next board has not arrived: the animation waits.
    ready = false;
    rerender();
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.date).toBe(addDays('2026-01-01', step));
    ready = true;
    rerender();
    for (let i = 0; i < 200 && result.current.playing; i++) act(() => jest.advanceTimersByTime(130));
    expect(result.current).toMatchObject({ date: '2026-05-01', playing: false });
  });
});
