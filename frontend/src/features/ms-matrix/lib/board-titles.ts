import type { BoardTitle } from '../../../shared/lib/label-layout';
import { labelSize, type Legibility } from '../../../shared/lib/matrix-board';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { MINDSET_AXIS_BOTTOM_PX, MINDSET_AXIS_TOP_PX, MINDSET_TOP_BAND_PX, SKILL_AXIS_END_PX, SKILL_AXIS_START_PX, SKILL_MAX_IN_TOP_BAND } from '@pivot/rules';
import { mindsetPx, skillPx } from './levels';

export type MsTitleKey = 'highMindset' | 'highHigh' | 'lowLow' | 'highSkill' | 'topBand';

const MID_SKILL_PX = skillPx(50);
const MID_MINDSET_PX = mindsetPx(50);
const LEFT = SKILL_AXIS_START_PX + 10;
const RIGHT = SKILL_AXIS_END_PX - 10;
const TOP = MINDSET_AXIS_TOP_PX + 18;
const BOTTOM = MINDSET_AXIS_BOTTOM_PX - 10;

/**
 * The MS board's fixed titles and where each may sit, best first: a quadrant's name in its outer
 * corner, else the quadrant's other corner on the same edge, else its inner edge; the top band's
 * label at the band's right end, else just above the plot there. `scale` enlarges them (`legibility`).
 */
export function msBoardTitles(ink: Legibility): BoardTitle<MsTitleKey>[] {
  const quadrant = labelSize(ink, 12);
  const band = labelSize(ink, 9);
  return [
    {
      key: 'highMindset',
      text: m.quadrants.highMindset,
      fontSize: quadrant,
      spots: [
        { x: LEFT, y: TOP, anchor: 'start' },
        { x: MID_SKILL_PX - 10, y: TOP, anchor: 'end' },
        { x: LEFT, y: MID_MINDSET_PX - 8, anchor: 'start' },
      ],
    },
    {
      key: 'highHigh',
      text: m.quadrants.highHigh,
      fontSize: quadrant,
      spots: [
        { x: RIGHT, y: TOP, anchor: 'end' },
        { x: MID_SKILL_PX + 10, y: TOP, anchor: 'start' },
        { x: RIGHT, y: MID_MINDSET_PX - 8, anchor: 'end' },
      ],
    },
    {
      key: 'lowLow',
      text: m.quadrants.lowLow,
      fontSize: quadrant,
      spots: [
        { x: LEFT, y: BOTTOM, anchor: 'start' },
        { x: MID_SKILL_PX - 10, y: BOTTOM, anchor: 'end' },
        { x: LEFT, y: MID_MINDSET_PX + 18, anchor: 'start' },
      ],
    },
    {
      key: 'highSkill',
      text: m.quadrants.highSkill,
      fontSize: quadrant,
      spots: [
        { x: RIGHT, y: BOTTOM, anchor: 'end' },
        { x: MID_SKILL_PX + 10, y: BOTTOM, anchor: 'start' },
        { x: RIGHT, y: MID_MINDSET_PX + 18, anchor: 'end' },
      ],
    },
    {
      key: 'topBand',
      text: m.axes.topBand(SKILL_MAX_IN_TOP_BAND),
      fontSize: band,
      spots: [
        { x: RIGHT, y: MINDSET_TOP_BAND_PX - 8, anchor: 'end' },
        // Above the plot, at the band's right end: off the top performers' dots.
        { x: SKILL_AXIS_END_PX, y: MINDSET_AXIS_TOP_PX - 6, anchor: 'end' },
      ],
    },
  ];
}
