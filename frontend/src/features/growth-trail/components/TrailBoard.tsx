import { brand } from '../../../shared/ui/brand-tokens';
import type { TrailStop } from '../lib/trail';

const SIZE = 320;
const PAD = 28;
const inner = SIZE - 2 * PAD;
const px = (v: number) => PAD + v * inner;

/**
 * The path of one member on a board (both boards: x grows right, y = 0 is the top), drawn in SVG:
 * the quadrants, each position numbered in order with arrows between them, deleted points hollow
 * and crossed, the current position ringed.
 */
export function TrailBoard({ stops, removed, label, xLabel, yLabel, color = brand.primary }: {
  stops: TrailStop[];
  removed: boolean;
  label: string;
  xLabel: string;
  yLabel: string;
  color?: string;
}) {
  const last = stops.at(-1);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${SIZE} ${SIZE}`} width="100%" style={{ maxWidth: 420, display: 'block' }} data-testid="trail-board">
      <defs>
        <marker id={`trail-arrow-${label.length}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill={color} />
        </marker>
      </defs>
      <rect x={PAD} y={PAD} width={inner} height={inner} fill={brand.surfaceMuted} stroke={brand.border} />
      <line x1={px(0.5)} y1={PAD} x2={px(0.5)} y2={PAD + inner} stroke={brand.border} strokeDasharray="4 4" />
      <line x1={PAD} y1={px(0.5)} x2={PAD + inner} y2={px(0.5)} stroke={brand.border} strokeDasharray="4 4" />
      <text x={PAD + inner} y={SIZE - 8} fontSize={11} textAnchor="end" fill={brand.inkMuted}>
        {xLabel}
      </text>
      <text x={12} y={PAD + inner} fontSize={11} fill={brand.inkMuted} transform={`rotate(-90 12 ${PAD + inner})`}>
        {yLabel}
      </text>
      {stops.slice(1).map((stop, i) => {
        const from = stops[i];
        const dx = px(stop.x) - px(from.x);
        const dy = px(stop.y) - px(from.y);
        const length = Math.hypot(dx, dy);
        if (length < 1) return null;
        const shorten = Math.min(9, length / 2);
        return (
          <line
            key={`seg-${stop.order}`}
            x1={px(from.x)}
            y1={px(from.y)}
            x2={px(stop.x) - (dx / length) * shorten}
            y2={px(stop.y) - (dy / length) * shorten}
            stroke={color}
            strokeWidth={2}
            strokeOpacity={0.7}
            markerEnd={`url(#trail-arrow-${label.length})`}
          />
        );
      })}
      {stops.map((stop) => (
        <g key={`stop-${stop.order}`} data-stop={stop.order} data-deleted={stop.deleted}>
          <title>{`${stop.order}: ${stop.at}`}</title>
          <circle cx={px(stop.x)} cy={px(stop.y)} r={8} fill={stop.deleted ? brand.surface : color} stroke={color} strokeWidth={2} strokeDasharray={stop.deleted ? '3 2' : undefined} />
          {stop.deleted ? (
            <path d={`M ${px(stop.x) - 5} ${px(stop.y) - 5} L ${px(stop.x) + 5} ${px(stop.y) + 5} M ${px(stop.x) + 5} ${px(stop.y) - 5} L ${px(stop.x) - 5} ${px(stop.y) + 5}`} stroke={brand.error} strokeWidth={1.5} />
          ) : (
            <text x={px(stop.x)} y={px(stop.y) + 4} fontSize={10} fontWeight={700} textAnchor="middle" fill="#fff">
              {stop.order}
            </text>
          )}
        </g>
      ))}
      {last && !removed && <circle cx={px(last.x)} cy={px(last.y)} r={13} fill="none" stroke={brand.accent} strokeWidth={2.5} />}
    </svg>
  );
}
