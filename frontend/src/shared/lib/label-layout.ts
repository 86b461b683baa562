/** A name label: where its text starts (SVG `x`, `y` baseline) and how it is anchored. */
export interface LabelPlacement {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

export interface LabelledPoint {
  id: string;
  px: number;
  py: number;
  text: string;
}

/** The area names should stay in (a board's plot area, in its SVG units). */
export interface LabelBounds {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A rectangle in board units. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const GAP = 6;
/** A name whose best side still lies this much (a share of its own box) under names already placed is left out. */
const CROWDED = 0.1;

/** Rough text width: full-width characters take the font size, others a bit over half. */
export function estimateTextWidth(text: string, fontSize: number): number {
  let width = 0;
  for (const char of text) width += /[\u3000-\u9fff\uff00-\uffef]/.test(char) ? fontSize : fontSize * 0.6;
  return width;
}

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

function candidates(point: LabelledPoint, width: number, fontSize: number, radius: number) {
  const { px, py } = point;
  const half = fontSize / 2 + 1;
  return [
    {
      placement: { x: px + radius + GAP, y: py + fontSize * 0.35, anchor: 'start' },
      box: { left: px + radius + GAP, right: px + radius + GAP + width, top: py - half, bottom: py + half },
    },
    {
      placement: { x: px - radius - GAP, y: py + fontSize * 0.35, anchor: 'end' },
      box: { left: px - radius - GAP - width, right: px - radius - GAP, top: py - half, bottom: py + half },
    },
    {
      placement: { x: px, y: py - radius - GAP + 2, anchor: 'middle' },
      box: { left: px - width / 2, right: px + width / 2, top: py - radius - GAP - fontSize, bottom: py - radius - GAP + 2 },
    },
    {
      placement: { x: px, y: py + radius + GAP + fontSize - 2, anchor: 'middle' },
      box: { left: px - width / 2, right: px + width / 2, top: py + radius + GAP - 2, bottom: py + radius + GAP + fontSize },
    },
    // The corners, for crowded spots: up or down a line, starting at the dot's edge.
    {
      placement: { x: px + radius * 0.7, y: py - radius * 0.7 - 2, anchor: 'start' },
      box: { left: px + radius * 0.7, right: px + radius * 0.7 + width, top: py - radius * 0.7 - 2 - fontSize, bottom: py - radius * 0.7 - 2 },
    },
    {
      placement: { x: px - radius * 0.7, y: py - radius * 0.7 - 2, anchor: 'end' },
      box: { left: px - radius * 0.7 - width, right: px - radius * 0.7, top: py - radius * 0.7 - 2 - fontSize, bottom: py - radius * 0.7 - 2 },
    },
    {
      placement: { x: px + radius * 0.7, y: py + radius * 0.7 + fontSize, anchor: 'start' },
      box: { left: px + radius * 0.7, right: px + radius * 0.7 + width, top: py + radius * 0.7, bottom: py + radius * 0.7 + fontSize },
    },
    {
      placement: { x: px - radius * 0.7, y: py + radius * 0.7 + fontSize, anchor: 'end' },
      box: { left: px - radius * 0.7 - width, right: px - radius * 0.7, top: py + radius * 0.7, bottom: py + radius * 0.7 + fontSize },
    },
  ] as const satisfies readonly { placement: LabelPlacement; box: Box }[];
}

/**
 * Places each name beside its point (right, left, above, below or at a corner), taking the side that covers
 * the fewest other names, points and `obstacles` (the board's titles) and stays on the board.
 * Greedy, in left-to-right order: good enough for a team's worth of points, and stable while one
 * point is dragged. A name that would still lie largely under names already placed is left out
 * (no entry in the map): overlapping text reads as neither name, and zooming in makes room.
 */
export function layoutLabels(
  points: readonly LabelledPoint[],
  bounds: LabelBounds,
  fontSize = 12,
  radius = 9,
  obstacles: readonly Box[] = [],
): Map<string, LabelPlacement> {
  const dots: Box[] = points.map(({ px, py }) => ({ left: px - radius, right: px + radius, top: py - radius, bottom: py + radius }));
  const placed: Box[] = [];
  const result = new Map<string, LabelPlacement>();
  const order = [...points].sort((a, b) => a.px - b.px || a.py - b.py);
  for (const point of order) {
    const width = estimateTextWidth(point.text, fontSize);
    let best: { placement: LabelPlacement; box: Box; score: number; underNames: number } | null = null;
    for (const candidate of candidates(point, width, fontSize, radius)) {
      const { box } = candidate;
      // Names stay inside the plot area sideways (the axis labels sit outside it), and only a little above or below it.
      const outside =
        Math.max(0, bounds.left - box.left) +
        Math.max(0, box.right - bounds.right) +
        Math.max(0, bounds.top - 40 - box.top) +
        Math.max(0, box.bottom - bounds.bottom - 8);
      const underNames = placed.reduce((sum, other) => sum + overlap(box, other), 0);
      const score =
        underNames +
        dots.reduce((sum, dot) => sum + overlap(box, dot), 0) * 2 +
        obstacles.reduce((sum, title) => sum + overlap(box, title), 0) * 3 +
        outside * fontSize * 4;
      if (!best || score < best.score) best = { ...candidate, score, underNames };
    }
    const area = (best ? best.box.right - best.box.left : 0) * (best ? best.box.bottom - best.box.top : 0);
    if (best && best.underNames <= area * CROWDED) {
      placed.push(best.box);
      result.set(point.id, best.placement);
    }
  }
  return result;
}

/** A place a board title may sit: its text's start, middle or end at (x, y), y the baseline. */
export interface TitleSpot {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

/** A fixed title of a board (a quadrant's name, a band's label) and where it may sit, best first. */
export interface BoardTitle<Key extends string = string> {
  key: Key;
  text: string;
  fontSize: number;
  spots: readonly TitleSpot[];
}

export interface PlacedTitle<Key extends string = string> extends TitleSpot {
  key: Key;
  text: string;
  fontSize: number;
  box: Box;
}

function titleBox(spot: TitleSpot, width: number, fontSize: number): Box {
  const left = spot.anchor === 'start' ? spot.x : spot.anchor === 'end' ? spot.x - width : spot.x - width / 2;
  return { left, right: left + width, top: spot.y - fontSize, bottom: spot.y + fontSize * 0.25 };
}

/**
 * Puts each title at the first of its spots that no dot covers, else where dots cover it least, so
 * a member placed on a quadrant's corner does not hide the quadrant's name. The chosen boxes are
 * the obstacles `layoutLabels` keeps names off.
 */
export function placeTitles<Key extends string>(
  titles: readonly BoardTitle<Key>[],
  points: readonly { px: number; py: number }[],
  radius: number,
): PlacedTitle<Key>[] {
  const dots: Box[] = points.map(({ px, py }) => ({ left: px - radius, right: px + radius, top: py - radius, bottom: py + radius }));
  return titles.map((title) => {
    const width = estimateTextWidth(title.text, title.fontSize);
    let best: PlacedTitle<Key> | null = null;
    let bestCover = Infinity;
    for (const spot of title.spots) {
      const box = titleBox(spot, width, title.fontSize);
      const cover = dots.reduce((sum, dot) => sum + overlap(box, dot), 0);
      if (cover < bestCover) {
        best = { ...spot, key: title.key, text: title.text, fontSize: title.fontSize, box };
        bestCover = cover;
      }
      if (cover === 0) break;
    }
    return best!;
  });
}
