import type { OneOnOneApproach } from '../../../shared/api/generated/one-on-one-matrix';
import type { BoardTitle } from '../../../shared/lib/label-layout';
import { labelSize, type Legibility } from '../../../shared/lib/matrix-board';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { PLOT, toBoard } from './board-geometry';
import { QUADRANT_THRESHOLD } from './board-rules';

/** The threshold on the board: x for trust, y (downwards) for mindset. */
export const SPLIT = toBoard({ x: QUADRANT_THRESHOLD, y: 1 - QUADRANT_THRESHOLD });

const LEFT = PLOT.left + 8;
const RIGHT = PLOT.right - 8;
const TOP = PLOT.top + 16;
const BOTTOM = PLOT.bottom - 9;

/**
 * The quadrant names and where each may sit, best first: the quadrant's outer corner (where points
 * are least likely), the other corner of that edge, the quadrant's inner edge. `scale` enlarges
 * them (`legibility`).
 */
export function oneOnOneBoardTitles(ink: Legibility): BoardTitle<OneOnOneApproach>[] {
  const fontSize = labelSize(ink, 11);
  return [
    {
      key: 'mindset_improvement',
      text: m.quadrants.mindset_improvement,
      fontSize,
      spots: [
        { x: LEFT, y: TOP, anchor: 'start' },
        { x: SPLIT.px - 8, y: TOP, anchor: 'end' },
        { x: LEFT, y: SPLIT.py - 8, anchor: 'start' },
      ],
    },
    {
      key: 'strategy',
      text: m.quadrants.strategy,
      fontSize,
      spots: [
        { x: RIGHT, y: TOP, anchor: 'end' },
        { x: RIGHT, y: SPLIT.py - 8, anchor: 'end' },
      ],
    },
    {
      key: 'mixed',
      text: m.quadrants.mixed,
      fontSize,
      spots: [
        { x: LEFT, y: BOTTOM, anchor: 'start' },
        { x: SPLIT.px - 8, y: BOTTOM, anchor: 'end' },
        { x: LEFT, y: SPLIT.py + 18, anchor: 'start' },
      ],
    },
    {
      key: 'trust_building',
      text: m.quadrants.trust_building,
      fontSize,
      spots: [
        { x: RIGHT, y: BOTTOM, anchor: 'end' },
        { x: RIGHT, y: SPLIT.py + 18, anchor: 'end' },
      ],
    },
  ];
}
