import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { WeeklyBarChart } from '../components/WeeklyBarChart';
import { someWeeks } from './dashboard-mothers';

// jsdom lays nothing out: give the chart's container the size a browser would.
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 320, height: 120, top: 0, left: 0, right: 320, bottom: 120, x: 0, y: 0, toJSON: () => ({}) });
});
afterEach(() => jest.restoreAllMocks());

describe('weekly bar chart', () => {
  it('draws one bar per week that had any, this week solid, and says the figures in words', () => {
    const { container } = render(<WeeklyBarChart title="週ごとの1on1の回数" weeks={someWeeks([3, 0, 1])} what="1on1" unit="回" />);
    const figure = screen.getByRole('figure', { name: '週ごとの1on1の回数' });
    expect(figure).toHaveTextContent('直近12週の1on1は合計4回。最も多かったのは11/9の週（3回）、今週は1回です。');
    const bars = [...container.querySelectorAll('.recharts-bar-rectangle path')];
    expect(bars).toHaveLength(2);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights[0] / heights[1]).toBeCloseTo(3);
    expect(bars.map((bar) => bar.getAttribute('fill-opacity'))).toEqual(['0.55', '1']);
  });
});
