import { Typography } from '../../../shared/ui/Typography';
import { brand } from '../../../shared/ui/brand-tokens';

interface Bar {
  label: string;
  value: number;
  /** The accessible text of the bar. */
  title: string;
}

/** Horizontal bars with their labels and values, drawn in SVG (no chart library). */
export function BarChart({ bars, label, color = brand.primary }: { bars: Bar[]; label: string; color?: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const rowHeight = 24;
  const labelWidth = 190;
  const width = 520;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${bars.length * rowHeight}`} width="100%" style={{ display: 'block', maxWidth: width }}>
      {bars.map((bar, i) => {
        const w = ((width - labelWidth - 60) * bar.value) / max;
        const y = i * rowHeight;
        return (
          <g key={bar.label}>
            <title>{bar.title}</title>
            <text x={labelWidth - 8} y={y + 16} fontSize={12} textAnchor="end" fill={brand.inkSecondary}>
              {bar.label.length > 26 ? `${bar.label.slice(0, 25)}…` : bar.label}
            </text>
            <rect x={labelWidth} y={y + 5} width={Math.max(1, w)} height={rowHeight - 10} rx={3} fill={color} fillOpacity={0.85} />
            <text x={labelWidth + w + 6} y={y + 16} fontSize={12} fill={brand.ink}>
              {bar.value.toLocaleString('ja-JP')}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Columns for a series over days, the day under each (every other one on a narrow chart). */
export function DayColumns({ days, label, describe }: { days: { day: string; count: number }[]; label: string; describe: (day: string, n: number) => string }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const width = 560;
  const height = 180;
  const plot = height - 34;
  const step = width / Math.max(1, days.length);
  return (
    <div>
      <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} width="100%" style={{ display: 'block' }}>
        <line x1={0} y1={plot} x2={width} y2={plot} stroke={brand.border} />
        {days.map((d, i) => {
          const h = (plot - 16) * (d.count / max);
          const x = i * step + step * 0.18;
          return (
            <g key={d.day}>
              <title>{describe(d.day, d.count)}</title>
              <rect x={x} y={plot - h} width={step * 0.64} height={Math.max(d.count > 0 ? 2 : 0, h)} rx={3} fill={brand.accent} />
              {d.count > 0 && (
                <text x={x + step * 0.32} y={plot - h - 4} fontSize={11} textAnchor="middle" fill={brand.ink}>
                  {d.count.toLocaleString('ja-JP')}
                </text>
              )}
              {i % 2 === days.length % 2 ? null : (
                <text x={x + step * 0.32} y={plot + 16} fontSize={11} textAnchor="middle" fill={brand.inkMuted}>
                  {d.day.slice(5).replace('-', '/')}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
    </div>
  );
}
