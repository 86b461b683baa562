import { render, screen } from '@testing-library/react';
import { WeeklyBarChart } from '../components/WeeklyBarChart';
import { someWeeks } from './dashboard-mothers';

describe('weekly bar chart', () => {
  it('draws one bar per week that had any, as high as its count, this week solid, and says the figures in words', () => {
    const { container } = render(<WeeklyBarChart title="週ごとの1on1の回数" weeks={someWeeks([3, 0, 1])} what="1on1" unit="回" />);
    const figure = screen.getByRole('figure', { name: '週ごとの1on1の回数' });
    expect(figure).toHaveTextContent('直近12週の1on1は合計4回。最も多かったのは11/9の週（3回）、今週は1回です。');
    const bars = [...container.querySelectorAll('.weekly-bar')];
    expect(bars.map((bar) => bar.querySelector('title')?.textContent)).toEqual(['11/9の週: 3回', '11/23の週: 1回']);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights[0] / heights[1]).toBeCloseTo(3);
    expect(bars.map((bar) => bar.getAttribute('fill-opacity'))).toEqual(['0.55', '1']);
  });
});
