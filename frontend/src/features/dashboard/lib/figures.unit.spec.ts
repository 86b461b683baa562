import { signed, weekName, weeklyAverage, weeklySummary } from './figures';

describe('dashboard figures in words', () => {
  it('signs changes', () => {
    expect(signed(12)).toBe('+12');
    expect(signed(-3)).toBe('-3');
    expect(signed(0)).toBe('0');
    expect(signed(2.5)).toBe('+2.5');
  });

  it('names a week by its Monday', () => {
    expect(weekName('2026-11-23')).toBe('11/23の週');
  });

  it('says the total, the busiest week and this week', () => {
    const weeks = [
      { weekStart: '2026-11-02', count: 3 },
      { weekStart: '2026-11-09', count: 1 },
      { weekStart: '2026-11-16', count: 3 },
      { weekStart: '2026-11-23', count: 0 },
    ];
    expect(weeklySummary(weeks, { what: '1on1', unit: '回' })).toBe(
      '直近4週の1on1は合計7回。最も多かったのは11/16の週（3回）、今週は0回です。',
    );
    expect(weeklySummary(weeks.map((w) => ({ ...w, count: 0 })), { what: '1on1', unit: '回' })).toBe('直近4週の1on1はありません。');
    expect(weeklyAverage(weeks)).toBe('1.8');
  });
});
