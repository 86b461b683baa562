import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import type { MsMatrixEntryResponse } from '../../../shared/api/generated/ms-matrix';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import type { LabelPlacement } from '../../../shared/lib/label-layout';
import { BOARD_HEIGHT, BOARD_WIDTH, labelSize, type Legibility } from '../../../shared/lib/matrix-board';
import { brand } from '../../../shared/ui/brand-tokens';
import { BoardFace } from '../../../shared/ui/board-faces';

/** The name's size on the board, in SVG units. */
export const NAME_FONT_SIZE = 10.5;
/** The dot with its department ring, for keeping names clear of it. */
export const DOT_RADIUS = 10.5;
/** A face (decision 0097): larger than the dot so it can be told apart, ringed in the department's colour. */
export const FACE_RADIUS = 12;
export const FACE_MARK_RADIUS = FACE_RADIUS + 3;

interface MemberDotProps {
  entry: MsMatrixEntryResponse;
  /** Where it is drawn: the server's position, or a draft while moving. */
  x: number;
  y: number;
  color: string;
  ringColor: string;
  /** Where the name goes, in board units (beside the dot, clear of other names), or null for none. */
  label: LabelPlacement | null;
  /** Faces shown: the picture (a data URL) or null for the initial; undefined draws the dot. */
  face?: string | null;
  /** How much larger than designed the name and the dot are drawn (see `legibility`). */
  ink: Legibility;
  selected: boolean;
  moving: boolean;
  draggable: boolean;
  onPointerDown: (entry: MsMatrixEntryResponse, event: PointerEvent<SVGElement>) => void;
  onKeyDown: (entry: MsMatrixEntryResponse, event: KeyboardEvent<SVGElement>) => void;
  onBlur: (entry: MsMatrixEntryResponse) => void;
  onHover: (entryId: string | null) => void;
}

/** One member on the board: a dot in the member's colour (or their face) ringed in the department's, and the name beside it. */
export const MemberDot = memo(function MemberDot({
  entry,
  x,
  y,
  color,
  ringColor,
  label,
  face,
  ink,
  selected,
  moving,
  draggable,
  onPointerDown,
  onKeyDown,
  onBlur,
  onHover,
}: MemberDotProps) {
  return (
    <g
      className={`ms-dot${draggable ? ' ms-dot--draggable' : ''}${moving ? ' ms-dot--moving' : ''}`}
      transform={`translate(${(x * BOARD_WIDTH).toFixed(1)} ${(y * BOARD_HEIGHT).toFixed(1)})`}
      role="button"
      tabIndex={0}
      aria-label={m.board.dotLabel(entry.memberName, entry.skillLevel, entry.mindsetLevel)}
      aria-pressed={selected}
      data-entry-id={entry.id}
      onPointerDown={(event) => onPointerDown(entry, event)}
      onKeyDown={(event) => onKeyDown(entry, event)}
      onBlur={() => onBlur(entry)}
      onPointerEnter={() => onHover(entry.id)}
      onPointerLeave={() => onHover(null)}
    >
      <g transform={ink.mark === 1 ? undefined : `scale(${ink.mark.toFixed(3)})`}>
        {face === undefined ? (
          <>
            <circle className="ms-dot-focus" r={15} fill="none" />
            {selected && <circle r={13} fill={color} opacity={0.18} />}
            <circle r={selected ? 10.5 : 9.5} fill="none" stroke={ringColor} strokeWidth={selected ? 3 : 2} />
            <circle className="ms-dot-core" r={7} fill={color} stroke={brand.surface} strokeWidth={1.5} />
          </>
        ) : (
          <>
            <circle className="ms-dot-focus" r={FACE_RADIUS + 7} fill="none" />
            {selected && <circle r={FACE_RADIUS + 5} fill={color} opacity={0.18} />}
            <circle r={FACE_RADIUS + 1.5} fill={brand.surface} stroke={ringColor} strokeWidth={selected ? 3.5 : 2.5} />
            <BoardFace r={FACE_RADIUS} name={entry.memberName} picture={face} initialSize={Math.max(FACE_RADIUS, ink.minFont / ink.mark)} />
          </>
        )}
      </g>
      {label && (
        <text
          x={(label.x - x * BOARD_WIDTH).toFixed(1)}
          y={(label.y - y * BOARD_HEIGHT).toFixed(1)}
          textAnchor={label.anchor}
          fontSize={labelSize(ink, NAME_FONT_SIZE, ink.text)}
          fontWeight={selected ? 700 : 500}
          fill={brand.ink}
          stroke={brand.surface}
          strokeWidth={3}
          strokeLinejoin="round"
          paintOrder="stroke"
        >
          {entry.memberName}
        </text>
      )}
    </g>
  );
});
