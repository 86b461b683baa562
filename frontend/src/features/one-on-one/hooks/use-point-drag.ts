import { useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { OneOnOneEntryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { clampPosition, positionAtPointer, type Position } from '../lib/board-geometry';

/** A pointer that travels less than this (in screen pixels) clicked rather than dragged. */
const CLICK_TOLERANCE_PX = 4;
/** Arrow keys move by 1 %, with Shift by 10 %. */
const KEY_STEP = 0.01;
const KEY_STEP_LARGE = 0.1;

const ARROWS: Record<string, Position> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

interface Draft {
  entryId: string;
  position: Position;
  /** Pointer drags only: where the pointer went down, to tell a click from a drag. */
  start: { clientX: number; clientY: number } | null;
  moved: boolean;
}

export interface PointDragOptions {
  svgRef: RefObject<SVGSVGElement | null>;
  /** A point was dropped (or confirmed with Enter) at a new position. */
  onMove: (entry: OneOnOneEntryResponse, position: Position) => void;
  /** A point was clicked without moving it. */
  onOpen: (entry: OneOnOneEntryResponse) => void;
}

/**
 * Moving a point with the pointer (pointer capture, so the drag survives leaving the point) or
 * with the keyboard on a focused point: arrows move, Enter saves, Escape or leaving the point
 * puts it back. While moving, `draftOf(id)` is where the point is drawn.
 */
export function usePointDrag({ svgRef, onMove, onOpen }: PointDragOptions) {
  const [draft, setDraft] = useState<Draft | null>(null);

  const positionAt = (clientX: number, clientY: number): Position | null => {
    const svg = svgRef.current;
    return svg ? positionAtPointer(svg, clientX, clientY) : null;
  };

  const handlersFor = (entry: OneOnOneEntryResponse) => {
    const current = (): Position => (draft?.entryId === entry.id ? draft.position : { x: entry.positionX, y: entry.positionY });
    return {
      onPointerDown(event: PointerEvent<SVGGElement>) {
        if (event.button !== 0) return;
        event.stopPropagation();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setDraft({ entryId: entry.id, position: current(), start: { clientX: event.clientX, clientY: event.clientY }, moved: false });
      },
      onPointerMove(event: PointerEvent<SVGGElement>) {
        if (draft?.entryId !== entry.id || !draft.start) return;
        const moved =
          draft.moved || Math.hypot(event.clientX - draft.start.clientX, event.clientY - draft.start.clientY) >= CLICK_TOLERANCE_PX;
        if (!moved) return;
        const position = positionAt(event.clientX, event.clientY);
        if (position) setDraft({ ...draft, position, moved: true });
      },
      onPointerUp(event: PointerEvent<SVGGElement>) {
        if (draft?.entryId !== entry.id || !draft.start) return;
        event.currentTarget.releasePointerCapture?.(event.pointerId);
        setDraft(null);
        if (draft.moved) onMove(entry, draft.position);
        else onOpen(entry);
      },
      onPointerCancel() {
        if (draft?.entryId === entry.id) setDraft(null);
      },
      onKeyDown(event: KeyboardEvent<SVGGElement>) {
        const arrow = ARROWS[event.key];
        if (arrow) {
          event.preventDefault();
          const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
          const from = current();
          const position = clampPosition({ x: from.x + arrow.x * step, y: from.y + arrow.y * step });
          setDraft({ entryId: entry.id, position, start: null, moved: true });
        } else if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          if (draft?.entryId === entry.id && draft.moved) {
            setDraft(null);
            onMove(entry, draft.position);
          } else {
            onOpen(entry);
          }
        } else if (event.key === 'Escape' && draft?.entryId === entry.id) {
          setDraft(null);
        }
      },
      onBlur() {
        if (draft?.entryId === entry.id && !draft.start) setDraft(null);
      },
    };
  };

  const draftOf = (entryId: string): Position | null => (draft?.entryId === entryId && draft.moved ? draft.position : null);

  return { handlersFor, draftOf, isDragging: draft !== null && draft.start !== null };
}
