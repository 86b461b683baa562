import type { KeyboardEvent, PointerEvent } from 'react';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import type { OneOnOneEntryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { memberColor } from '../../../shared/lib/member-colors';
import { entryColor } from '../lib/department-visibility';
import { FACE_RADIUS, levelsOf, NAME_FONT_SIZE, percent, POINT_RADIUS, toBoard, type Position } from '../lib/board-geometry';
import { BoardFace } from '../../../shared/ui/board-faces';
import { quadrantOf } from '../lib/board-rules';
import type { LabelPlacement } from '../../../shared/lib/label-layout';
import { FOLLOW_UP_COLOR } from '../lib/quadrant-style';
import { brand } from '../../../shared/ui/brand-tokens';
import { labelSize, type Legibility } from '../../../shared/lib/matrix-board';

export interface PointHandlers {
  onPointerDown: (event: PointerEvent<SVGGElement>) => void;
  onPointerMove: (event: PointerEvent<SVGGElement>) => void;
  onPointerUp: (event: PointerEvent<SVGGElement>) => void;
  onPointerCancel: () => void;
  onKeyDown: (event: KeyboardEvent<SVGGElement>) => void;
  onBlur: () => void;
}

interface BoardPointProps {
  entry: OneOnOneEntryResponse;
  /** Where the point is while it is being moved; null when it sits where the server has it. */
  draft: Position | null;
  /** Where the name goes; undefined hides it. */
  label: LabelPlacement | undefined;
  /** Faces shown: the picture (a data URL) or null for the initial; undefined draws the dot. */
  face?: string | null;
  /** How much larger than designed the name and the dot are drawn (see `legibility`). */
  ink: Legibility;
  /** Null on a read-only board (the past view): the point is a picture with its label, not a control. */
  handlers: PointHandlers | null;
}

/**
 * One member on the board: a dot in the member's own colour (the colour of their trail) ringed in
 * the department's (grey for 未所属), an orange outer ring when a 1on1 is overdue, the name.
 */
export function BoardPoint({ entry, draft, label, face, ink, handlers }: BoardPointProps) {
  const r = (designed: number) => designed * ink.mark;
  const position = draft ?? { x: entry.positionX, y: entry.positionY };
  const { px, py } = toBoard(position);
  const levels = draft ? levelsOf(draft) : entry;
  const approach = draft ? m.quadrants[quadrantOf(levels)] : entry.approachLabel;
  const trust = percent(levels.trustLevel);
  const mindset = percent(levels.mindsetLevel);
  const color = memberColor(entry.employeeName);

  return (
    <g
      role={handlers ? 'button' : 'img'}
      tabIndex={handlers ? 0 : undefined}
      aria-label={m.board.pointLabel(entry.employeeName, trust, mindset, approach)}
      aria-description={handlers ? m.board.pointDescription : undefined}
      data-entry-id={entry.id}
      style={handlers ? { cursor: draft ? 'grabbing' : 'grab', outline: 'none', touchAction: 'none' } : { outline: 'none' }}
      {...handlers}
    >
      <title>{`${entry.employeeName}\n${m.board.levels(trust, mindset)}\n${approach}`}</title>
      {face === undefined ? (
        <>
          {entry.isStale && <circle cx={px} cy={py} r={r(POINT_RADIUS + 4.5)} fill="none" stroke={FOLLOW_UP_COLOR} strokeWidth={2.5} />}
          <circle cx={px} cy={py} r={r(POINT_RADIUS - 1)} fill="none" stroke={entryColor(entry)} strokeWidth={2.5} />
          <circle className="board-point-core" cx={px} cy={py} r={r(POINT_RADIUS - 3.5)} fill={color} stroke={brand.surface} strokeWidth={1.5} />
          {draft && <circle cx={px} cy={py} r={r(POINT_RADIUS + 8)} fill={color} fillOpacity={0.15} stroke={color} strokeOpacity={0.5} />}
        </>
      ) : (
        <>
          {entry.isStale && <circle cx={px} cy={py} r={r(FACE_RADIUS + 4.5)} fill="none" stroke={FOLLOW_UP_COLOR} strokeWidth={2.5} />}
          <circle cx={px} cy={py} r={r(FACE_RADIUS + 1.5)} fill={brand.surface} stroke={entryColor(entry)} strokeWidth={2.5} />
          <BoardFace cx={px} cy={py} r={r(FACE_RADIUS)} name={entry.employeeName} picture={face} initialSize={labelSize(ink, r(FACE_RADIUS), 1)} />
          {draft && <circle cx={px} cy={py} r={r(FACE_RADIUS + 8)} fill={color} fillOpacity={0.15} stroke={color} strokeOpacity={0.5} pointerEvents="none" />}
        </>
      )}
      {label && (
        <text
          x={label.x}
          y={label.y}
          textAnchor={label.anchor}
          fontSize={labelSize(ink, NAME_FONT_SIZE, ink.text)}
          fontWeight={600}
          fill={brand.ink}
          stroke={brand.surface}
          strokeWidth={3}
          paintOrder="stroke"
          pointerEvents="none"
        >
          {entry.employeeName}
        </text>
      )}
    </g>
  );
}
