import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { layoutLabels, placeTitles } from '../../../shared/lib/label-layout';
import type { MatrixGrowthPointResponse, MsMatrixEntryResponse } from '../../../shared/api/generated/ms-matrix';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { BOARD_HEIGHT, BOARD_WIDTH, labelSize, legibility } from '../../../shared/lib/matrix-board';
import { memberColor } from '../../../shared/lib/member-colors';
import { useBoardDrag } from '../hooks/use-board-drag';
import { markWhenPainted } from '../hooks/use-rendered-mark';
import { JAPANESE_FONT_FAMILY } from '../../../shared/ui/fonts';
import { msBoardTitles } from '../lib/board-titles';
import { toBoardPixels, type BoardPosition } from '@pivot/rules';
import { PLOT_BOUNDS } from '../lib/levels';
import { NO_DEPARTMENT_COLOR } from '../lib/department-groups';
import { BoardBackground } from './BoardBackground';
import { DragTooltip } from './DragTooltip';
import { GrowthTrails, type TrailLine } from './GrowthTrails';
import { DOT_RADIUS, FACE_MARK_RADIUS, MemberDot, NAME_FONT_SIZE } from './MemberDot';
import { BoardFaceClip } from '../../../shared/ui/board-faces';
import { TrailMarkers } from './TrailMarkers';
import './ms-matrix-board.css';

export interface PendingMove {
  entry: MsMatrixEntryResponse;
  to: BoardPosition;
}

interface MsMatrixBoardProps {
  svgRef: RefObject<SVGSVGElement | null>;
  /** Screen pixels per board unit (BoardViewport): names and dots grow when the board is shown small. */
  scale: number;
  /** The visible entries. */
  entries: readonly MsMatrixEntryResponse[];
  /** A move waiting for confirmation: its dot stays where it was dropped. */
  pendingMove: PendingMove | null;
  showNames: boolean;
  /** Faces instead of dots: each member's picture (a data URL) or null for the initial; null draws dots. */
  faceOf: ((memberId: string) => string | null) | null;
  /** One path per member while the growth trail is on, else null. */
  trails: readonly TrailLine[] | null;
  /** Growth points by entry id (loaded while the trail or the detail is on). */
  historyByEntry: ReadonlyMap<string, readonly MatrixGrowthPointResponse[]> | null;
  selectedEntryId: string | null;
  canEdit: boolean;
  onSelect: (entryId: string) => void;
  onMoveRequest: (entry: MsMatrixEntryResponse, to: BoardPosition) => void;
  onDeletePoint: (entry: MsMatrixEntryResponse, point: MatrixGrowthPointResponse) => void;
}

/**
 * The MS matrix in plain SVG (decision 0010): a 620 × 380 board scaled to the width it is given
 * (inside a BoardViewport), names and dots drawn larger when that is small, dots that
 * move with the pointer or the keyboard, and growth trails. Only the hovered or selected member's
 * past points get markers, so the node count stays near one per member however long the history.
 */
export function MsMatrixBoard({
  svgRef,
  scale,
  entries,
  pendingMove,
  showNames,
  faceOf,
  trails,
  historyByEntry,
  selectedEntryId,
  canEdit,
  onSelect,
  onMoveRequest,
  onDeletePoint,
}: MsMatrixBoardProps) {
  const [hoveredEntryId, setHoveredEntryId] = useState<string | null>(null);
  const drag = useBoardDrag({ svgRef, enabled: canEdit, onMoveRequest, onSelect });
  useEffect(() => markWhenPainted(), [entries, trails, showNames, faceOf, pendingMove]);
  const positionOf = useCallback(
    (entry: MsMatrixEntryResponse): BoardPosition =>
      (drag.draft?.entryId === entry.id ? drag.draft : null) ??
      (pendingMove?.entry.id === entry.id ? pendingMove.to : null) ?? { x: entry.positionX, y: entry.positionY },
    [drag.draft, pendingMove],
  );
  const ink = useMemo(() => legibility(scale), [scale]);
  const markRadius = (faceOf ? FACE_MARK_RADIUS : DOT_RADIUS) * ink.mark;
  const dots = useMemo(
    () => entries.map((entry) => ({ id: entry.id, text: entry.memberName, ...toBoardPixels(positionOf(entry)) })),
    [entries, positionOf],
  );
  // The quadrant names and the band label where no dot covers them; each name beside its dot, on
  // the side that covers the fewest other names, dots and titles.
  const titles = useMemo(() => placeTitles(msBoardTitles(ink), dots, markRadius), [dots, ink, markRadius]);
  const labels = useMemo(
    () =>
      showNames
        ? layoutLabels(
            dots,
            PLOT_BOUNDS,
            labelSize(ink, NAME_FONT_SIZE, ink.text),
            markRadius,
            titles.map((title) => title.box),
          )
        : null,
    [showNames, dots, ink, titles, markRadius],
  );
  const focusedEntryId = drag.draft?.entryId ?? hoveredEntryId ?? selectedEntryId;
  const focusedEntry = focusedEntryId ? entries.find((entry) => entry.id === focusedEntryId) : undefined;
  const focusedHistory = trails && focusedEntryId ? historyByEntry?.get(focusedEntryId) : undefined;

  const deletePoint = useCallback(
    (point: MatrixGrowthPointResponse) => {
      if (focusedEntry) onDeletePoint(focusedEntry, point);
    },
    [focusedEntry, onDeletePoint],
  );

  return (
      <svg
        ref={svgRef}
        className="ms-board"
        viewBox={`0 0 ${BOARD_WIDTH} ${BOARD_HEIGHT}`}
        role="group"
        aria-label={m.board.label}
        fontFamily={JAPANESE_FONT_FAMILY}
        style={{ width: '100%', height: 'auto', display: 'block', userSelect: 'none' }}
        onPointerMove={drag.onPointerMove}
        onPointerUp={drag.onPointerUp}
        onPointerCancel={drag.onPointerCancel}
      >
        {faceOf && <BoardFaceClip />}
        <BoardBackground ink={ink} titles={titles} />
        {trails && <GrowthTrails trails={trails} focusedEntryId={focusedEntryId} />}
        {focusedHistory && focusedEntry && (
          <TrailMarkers points={focusedHistory} color={memberColor(focusedEntry.memberName)} ink={ink} onDelete={canEdit ? deletePoint : undefined} />
        )}
        <g>
          {entries.map((entry) => {
            const draft = drag.draft?.entryId === entry.id ? drag.draft : null;
            const pending = pendingMove?.entry.id === entry.id ? pendingMove.to : null;
            const at = positionOf(entry);
            return (
              <MemberDot
                key={entry.id}
                entry={entry}
                x={at.x}
                y={at.y}
                color={memberColor(entry.memberName)}
                ringColor={(entry.departmentId && entry.departmentColor) || NO_DEPARTMENT_COLOR}
                label={labels?.get(entry.id) ?? null}
                face={faceOf ? faceOf(entry.memberId) : undefined}
                ink={ink}
                selected={entry.id === selectedEntryId}
                moving={draft !== null || pending !== null}
                draggable={canEdit}
                onPointerDown={drag.onPointerDown}
                onKeyDown={drag.onKeyDown}
                onBlur={drag.onBlur}
                onHover={setHoveredEntryId}
              />
            );
          })}
        </g>
        {(drag.draft ?? pendingMove?.to) && <DragTooltip position={drag.draft ?? pendingMove!.to} ink={ink} />}
      </svg>
  );
}
