import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { MsMatrixEntryResponse } from '../../../shared/api/generated/ms-matrix';
import { clampFraction } from '../../../shared/lib/matrix-board';
import { pointerToBoard } from '../lib/board-coordinates';
import type { BoardPosition } from '@pivot/rules';

/** Keyboard steps (fractions of the board). */
export const KEY_STEP = 0.02;
export const KEY_STEP_LARGE = 0.1;
/** Pointer travel (CSS px) below which a press is a click, not a drag. */
const DRAG_THRESHOLD_PX = 3;

export interface BoardDraft extends BoardPosition {
  entryId: string;
}

interface PointerGrab {
  entry: MsMatrixEntryResponse;
  pointerId: number;
  startClientX: number;
  startClientY: number;
  /** Pointer fraction minus the dot's fraction at the press, so the dot does not jump under the pointer. */
  offset: BoardPosition;
  dragging: boolean;
}

const keyDeltas: Record<string, BoardPosition> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

interface UseBoardDragOptions {
  svgRef: RefObject<SVGSVGElement | null>;
  enabled: boolean;
  /** A drag or a keyboard move ended at `to`: the page asks for confirmation. */
  onMoveRequest: (entry: MsMatrixEntryResponse, to: BoardPosition) => void;
  /** A press without movement. */
  onSelect: (entryId: string) => void;
}

/**
 * Moving dots with a pointer (mouse, pen, touch) or the keyboard. While moving, `draft` holds the
 * live position; releasing (or Enter) hands it to `onMoveRequest` and clears the draft.
 */
export function useBoardDrag({ svgRef, enabled, onMoveRequest, onSelect }: UseBoardDragOptions) {
  const [draft, setDraft] = useState<BoardDraft | null>(null);
  const grab = useRef<PointerGrab | null>(null);
  const draftRef = useRef<BoardDraft | null>(null);

  const updateDraft = useCallback((next: BoardDraft | null) => {
    draftRef.current = next;
    setDraft(next);
  }, []);

  const onPointerDown = useCallback(
    (entry: MsMatrixEntryResponse, event: PointerEvent<SVGElement>) => {
      if (event.button !== 0) return;
      const svg = svgRef.current;
      const at = svg ? pointerToBoard(svg, event.clientX, event.clientY) : null;
      grab.current = {
        entry,
        pointerId: event.pointerId,
        startClientX: event.clientX,
        startClientY: event.clientY,
        offset: at ? { x: at.x - entry.positionX, y: at.y - entry.positionY } : { x: 0, y: 0 },
        dragging: false,
      };
      if (enabled) {
        try {
          event.currentTarget.setPointerCapture?.(event.pointerId);
        } catch {
          // A synthetic or already released pointer cannot be captured; the board's own handlers still follow it.
        }
      }
    },
    [svgRef, enabled],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<SVGElement>) => {
      const current = grab.current;
      if (!enabled || !current || current.pointerId !== event.pointerId) return;
      const travelled = Math.hypot(event.clientX - current.startClientX, event.clientY - current.startClientY);
      if (!current.dragging && travelled < DRAG_THRESHOLD_PX) return;
      const svg = svgRef.current;
      const at = svg ? pointerToBoard(svg, event.clientX, event.clientY) : null;
      if (!at) return;
      current.dragging = true;
      updateDraft({
        entryId: current.entry.id,
        x: clampFraction(at.x - current.offset.x),
        y: clampFraction(at.y - current.offset.y),
      });
    },
    [enabled, svgRef, updateDraft],
  );

  const onPointerUp = useCallback(
    (event: PointerEvent<SVGElement>) => {
      const current = grab.current;
      if (!current || current.pointerId !== event.pointerId) return;
      grab.current = null;
      const moved = draftRef.current;
      updateDraft(null);
      if (current.dragging && moved && (moved.x !== current.entry.positionX || moved.y !== current.entry.positionY)) {
        onMoveRequest(current.entry, { x: moved.x, y: moved.y });
      } else if (!current.dragging) {
        onSelect(current.entry.id);
      }
    },
    [onMoveRequest, onSelect, updateDraft],
  );

  const onPointerCancel = useCallback(() => {
    grab.current = null;
    updateDraft(null);
  }, [updateDraft]);

  const onKeyDown = useCallback(
    (entry: MsMatrixEntryResponse, event: KeyboardEvent<SVGElement>) => {
      const delta = keyDeltas[event.key];
      const current = draftRef.current?.entryId === entry.id ? draftRef.current : null;
      if (delta && enabled) {
        event.preventDefault();
        const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
        const from = current ?? { x: entry.positionX, y: entry.positionY };
        updateDraft({ entryId: entry.id, x: clampFraction(from.x + delta.x * step), y: clampFraction(from.y + delta.y * step) });
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        if (current) {
          updateDraft(null);
          onMoveRequest(entry, { x: current.x, y: current.y });
        } else {
          onSelect(entry.id);
        }
      } else if (event.key === 'Escape' && current) {
        event.preventDefault();
        updateDraft(null);
      }
    },
    [enabled, onMoveRequest, onSelect, updateDraft],
  );

  const onBlur = useCallback(
    (entry: MsMatrixEntryResponse) => {
      if (draftRef.current?.entryId === entry.id && !grab.current) updateDraft(null);
    },
    [updateDraft],
  );

  return { draft, onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onKeyDown, onBlur };
}
