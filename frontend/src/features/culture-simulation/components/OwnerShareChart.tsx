import { Flex, theme } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { cultureSimulationTexts as t } from '../../../locales/ja-JP/culture-simulation';
import { useNarrowScreen } from '../../../shared/ui/use-narrow-screen';
import { seriesPaths, type ChartSeries } from '../lib/culture-format';

const HEIGHT = 220;
const PAD = { left: 44, right: 12, top: 10, bottom: 28 };

/**
 * The owner quadrant's share over the months ahead, one median line and 10–90 % band per scenario,
 * in plain SVG (our own drawing, like the boards): it scales with its container. On a phone the
 * drawing is narrower in its own units, so its labels stay readable once scaled down.
 */
export function OwnerShareChart({ series, months }: { series: ChartSeries[]; months: number }) {
  const { token } = theme.useToken();
  const narrow = useNarrowScreen();
  const WIDTH = narrow ? 340 : 600;
  const w = WIDTH - PAD.left - PAD.right;
  const h = HEIGHT - PAD.top - PAD.bottom;
  const steps = narrow ? [6, 12, 18, 24] : [3, 6, 9, 12, 18, 24];
  const ticks = Array.from(new Set([0, ...steps.filter((m) => m <= months), months])).sort((a, b) => a - b);
  return (
    <Flex vertical gap={8}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        style={{ width: '100%', height: 'auto', display: 'block' }}
        role="img"
        aria-label={t.result.chartLabel(series.map((s) => s.name).join('、'))}
      >
        <g transform={`translate(${PAD.left},${PAD.top})`}>
          {[0, 0.25, 0.5, 0.75, 1].map((share) => (
            <g key={share}>
              <line x1={0} x2={w} y1={h - share * h} y2={h - share * h} stroke={token.colorBorderSecondary} />
              <text x={-8} y={h - share * h + 4} textAnchor="end" fontSize={11} fill={token.colorTextSecondary}>
                {Math.round(share * 100)}%
              </text>
            </g>
          ))}
          {ticks.map((month) => (
            // The last label ends at the axis's end: centred there, half of it fell outside the drawing.
            <text
              key={month}
              x={months === 0 ? 0 : (month / months) * w}
              y={h + 18}
              textAnchor={month === months && months > 0 ? 'end' : 'middle'}
              fontSize={11}
              fill={token.colorTextSecondary}
            >
              {month === 0 ? t.result.now : t.result.month(month)}
            </text>
          ))}
          {series.map((s) => {
            const paths = seriesPaths(s, months, w, h);
            return (
              <g key={s.name} data-testid="owner-share-series">
                <path d={paths.band} fill={s.color} fillOpacity={0.16} stroke="none" />
                <path d={paths.median} fill="none" stroke={s.color} strokeWidth={2.5} />
              </g>
            );
          })}
        </g>
      </svg>
      <Flex gap="middle" wrap>
        {series.map((s) => (
          <Flex key={s.name} gap={6} align="center">
            <span aria-hidden style={{ width: 18, height: 4, background: s.color, borderRadius: 2, display: 'inline-block' }} />
            <Typography.Text>{s.name}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
