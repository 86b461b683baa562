import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { theme } from 'antd';
import type { WeeklyCountResponse } from '../../../shared/api/generated/dashboard';
import { weekName, weekTick, weeklySummary } from '../lib/figures';
import { Typography } from '../../../shared/ui/Typography';

interface WeeklyBarChartProps {
  /** The accessible name of the figure. */
  title: string;
  /** The server's weekly counts, oldest first; the last is this week. */
  weeks: readonly WeeklyCountResponse[];
  /** What is counted and its unit, for the text alternative (`1on1`, `回`). */
  what: string;
  unit: string;
  height?: number;
}

/** The width drawn before the container is measured (and in tests, where nothing is measured). */
const INITIAL_WIDTH = 320;
/** Room for the axis labels; the right one keeps the last week's label inside. */
const MARGIN = { top: 8, right: 14, bottom: 20, left: 24 };
/** Every how many weeks the axis names one, counted back from this week. */
const TICK_EVERY = 3;

/**
 * A small bar chart of counts per week with the figures in words as its caption (the text
 * alternative); the drawing itself is hidden from assistive technology, and each bar names its
 * week and count on hover. This week is drawn solid, the weeks before it lighter.
 */
export function WeeklyBarChart({ title, weeks, what, unit, height = 120 }: WeeklyBarChartProps) {
  const { token } = theme.useToken();
  const { parentRef, width: measured } = useParentSize({ initialSize: { width: INITIAL_WIDTH }, ignoreDimensions: 'height' });
  const width = measured > 0 ? measured : INITIAL_WIDTH;
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 0);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...weeks.map((week) => week.count));
  const x = scaleBand({ domain: weeks.map((week) => week.weekStart), range: [0, innerWidth], padding: 0.3 });
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const yTicks = y.ticks(Math.min(max, 3)).filter(Number.isInteger);
  const barWidth = Math.min(x.bandwidth(), 22);
  const axisText = { fontSize: token.fontSizeSM - 1, fill: token.colorTextSecondary };
  const last = weeks.length - 1;

  return (
    <figure aria-label={title} style={{ margin: 0, minWidth: 0 }}>
      <div ref={parentRef} aria-hidden style={{ width: '100%', height }}>
        <svg width={width} height={height} style={{ display: 'block' }}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {yTicks.map((tick) => (
              <g key={tick}>
                <line x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke={token.colorBorderSecondary} />
                <text x={-6} y={y(tick)} dy="0.32em" textAnchor="end" {...axisText}>
                  {tick}
                </text>
              </g>
            ))}
            {weeks.map((week, index) => {
              const barHeight = innerHeight - y(week.count);
              const left = (x(week.weekStart) ?? 0) + (x.bandwidth() - barWidth) / 2;
              return (
                <g key={week.weekStart}>
                  {week.count > 0 && (
                    <Bar
                      className="weekly-bar"
                      x={left}
                      y={innerHeight - barHeight}
                      width={barWidth}
                      height={barHeight}
                      rx={3}
                      fill={token.colorPrimary}
                      fillOpacity={index === last ? 1 : 0.55}
                    >
                      <title>{`${weekName(week.weekStart)}: ${week.count}${unit}`}</title>
                    </Bar>
                  )}
                  {(last - index) % TICK_EVERY === 0 && (
                    <text x={left + barWidth / 2} y={innerHeight + 14} textAnchor="middle" {...axisText}>
                      {weekTick(week.weekStart)}
                    </text>
                  )}
                </g>
              );
            })}
            <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} stroke={token.colorBorder} />
          </Group>
        </svg>
      </div>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
        <figcaption>{weeklySummary(weeks, { what, unit })}</figcaption>
      </Typography.Text>
    </figure>
  );
}
