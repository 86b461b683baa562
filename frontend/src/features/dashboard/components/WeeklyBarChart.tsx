import { Typography, theme } from 'antd';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeeklyCountResponse } from '../../../shared/api/generated/api';
import { weekName, weekTick, weeklySummary } from '../lib/figures';

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

/** The size drawn before the container is measured (and in tests, where nothing is measured). */
const INITIAL_WIDTH = 320;

/**
 * A small bar chart of counts per week with the figures in words as its caption (the text
 * alternative): the drawing itself is hidden from assistive technology. This week is drawn solid,
 * the weeks before it lighter.
 */
export function WeeklyBarChart({ title, weeks, what, unit, height = 120 }: WeeklyBarChartProps) {
  const { token } = theme.useToken();
  const summary = weeklySummary(weeks, { what, unit });
  const data = weeks.map((week) => ({ tick: weekTick(week.weekStart), name: weekName(week.weekStart), count: week.count }));
  const axisText = { fontSize: token.fontSizeSM - 1, fill: token.colorTextSecondary };
  return (
    <figure aria-label={title} style={{ margin: 0, minWidth: 0 }}>
      <div aria-hidden style={{ width: '100%', height }}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: INITIAL_WIDTH, height }}>
          <BarChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
            <XAxis dataKey="tick" tick={axisText} tickLine={false} axisLine={{ stroke: token.colorBorder }} interval="preserveStartEnd" minTickGap={8} />
            <YAxis allowDecimals={false} tick={axisText} tickLine={false} axisLine={false} width={24} />
            <Tooltip
              cursor={{ fill: token.colorFillTertiary }}
              formatter={(value) => [`${String(value)}${unit}`, what]}
              labelFormatter={(_label, payload) => String(payload?.[0]?.payload?.name ?? '')}
              contentStyle={{ borderRadius: token.borderRadius, borderColor: token.colorBorderSecondary, fontSize: token.fontSizeSM }}
            />
            <Bar dataKey="count" radius={[3, 3, 0, 0]} maxBarSize={22} isAnimationActive={false}>
              {data.map((entry, index) => (
                <Cell key={entry.tick} fill={token.colorPrimary} fillOpacity={index === data.length - 1 ? 1 : 0.55} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
        <figcaption>{summary}</figcaption>
      </Typography.Text>
    </figure>
  );
}
