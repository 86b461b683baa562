import { memo } from 'react';
import { MEMBER_PALETTE } from '../../../shared/lib/member-colors';

export interface TrailLine {
  entryId: string;
  d: string;
  /** The member's place in the member palette: the trail has the colour of its dot. */
  colorIndex: number;
}

/** Every member's growth trail as one `<path>` each, ending in an arrow of its colour. */
export const GrowthTrails = memo(function GrowthTrails({ trails, focusedEntryId }: { trails: readonly TrailLine[]; focusedEntryId: string | null }) {
  return (
    <g aria-hidden data-testid="growth-trails">
      <defs>
        {MEMBER_PALETTE.map((color, index) => (
          <marker key={color} id={`ms-trail-arrow-${index}`} viewBox="0 0 10 10" refX={9} refY={5} markerWidth={5} markerHeight={5} orient="auto">
            <path d="M0 1L10 5L0 9z" fill={color} />
          </marker>
        ))}
      </defs>
      {trails.map((trail) => {
        const focused = trail.entryId === focusedEntryId;
        const dimmed = focusedEntryId !== null && !focused;
        return (
          <path
            key={trail.entryId}
            className="ms-trail"
            data-entry-id={trail.entryId}
            d={trail.d}
            fill="none"
            stroke={MEMBER_PALETTE[trail.colorIndex]}
            strokeWidth={focused ? 3 : 2}
            strokeOpacity={dimmed ? 0.25 : 0.8}
            strokeLinejoin="round"
            strokeLinecap="round"
            strokeDasharray={focused ? undefined : '5 3'}
            markerEnd={`url(#ms-trail-arrow-${trail.colorIndex})`}
          />
        );
      })}
    </g>
  );
});
