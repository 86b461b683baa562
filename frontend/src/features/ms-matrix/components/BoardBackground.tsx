import { memo } from 'react';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import type { PlacedTitle } from '../../../shared/lib/label-layout';
import { BOARD_HEIGHT, BOARD_WIDTH, labelSize, type Legibility } from '../../../shared/lib/matrix-board';
import type { MsTitleKey } from '../lib/board-titles';
import { MINDSET_AXIS_BOTTOM_PX, MINDSET_AXIS_TOP_PX, MINDSET_TOP_BAND_PX, SKILL_AXIS_END_PX, SKILL_AXIS_START_PX, SKILL_FULL_PX, SKILL_MAX_IN_TOP_BAND } from '@pivot/rules';
import { mindsetPx, skillPx } from '../lib/levels';
import { brand } from '../../../shared/ui/brand-tokens';
import { MS_QUADRANT_TINTS, MS_TOP_BAND_TINT } from '../lib/quadrant-tints';

const GRID_LEVELS = [0, 25, 50, 75] as const;
const MID_SKILL_PX = skillPx(50);
const MID_MINDSET_PX = mindsetPx(50);
const AXIS_COLOR = brand.chartAxis;
const GRID_COLOR = brand.chartGrid;
const TICK_COLOR = brand.inkMuted;

const quadrants = [
  { key: 'highMindset', x: SKILL_AXIS_START_PX, y: MINDSET_AXIS_TOP_PX, width: MID_SKILL_PX - SKILL_AXIS_START_PX, height: MID_MINDSET_PX - MINDSET_AXIS_TOP_PX, ...MS_QUADRANT_TINTS.highMindset },
  { key: 'highHigh', x: MID_SKILL_PX, y: MINDSET_AXIS_TOP_PX, width: SKILL_AXIS_END_PX - MID_SKILL_PX, height: MID_MINDSET_PX - MINDSET_AXIS_TOP_PX, ...MS_QUADRANT_TINTS.highHigh },
  { key: 'lowLow', x: SKILL_AXIS_START_PX, y: MID_MINDSET_PX, width: MID_SKILL_PX - SKILL_AXIS_START_PX, height: MINDSET_AXIS_BOTTOM_PX - MID_MINDSET_PX, ...MS_QUADRANT_TINTS.lowLow },
  { key: 'highSkill', x: MID_SKILL_PX, y: MID_MINDSET_PX, width: SKILL_AXIS_END_PX - MID_SKILL_PX, height: MINDSET_AXIS_BOTTOM_PX - MID_MINDSET_PX, ...MS_QUADRANT_TINTS.highSkill },
] as const;

const titleInk = Object.fromEntries(quadrants.map((q) => [q.key, q.ink])) as Record<Exclude<MsTitleKey, 'topBand'>, string>;

/**
 * The static part of the board: quadrants, top band, gridlines, axes and their labels (spec part 1 §5).
 * `ink` enlarges the text when the board is shown small (see `legibility`); the quadrant
 * names and the top band's label sit where `placeTitles` found no dot (lib/board-titles.ts).
 */
export const BoardBackground = memo(function BoardBackground({ ink, titles }: { ink: Legibility; titles: readonly PlacedTitle<MsTitleKey>[] }) {
  const size = (designed: number) => labelSize(ink, designed);
  // On a small board the axes label 0, 50 and their ends only: ten-pixel labels at every gridline would touch.
  const tickLevels = ink.sparse ? [0, 50, 100] : [...GRID_LEVELS, 100];
  return (
    <g aria-hidden>
      <rect x={0} y={0} width={BOARD_WIDTH} height={BOARD_HEIGHT} fill={brand.surface} />
      {quadrants.map((q) => (
        <rect key={q.key} x={q.x} y={q.y} width={q.width} height={q.height} fill={q.fill} />
      ))}

      <rect
        x={SKILL_AXIS_START_PX}
        y={MINDSET_AXIS_TOP_PX}
        width={SKILL_AXIS_END_PX - SKILL_AXIS_START_PX}
        height={MINDSET_TOP_BAND_PX - MINDSET_AXIS_TOP_PX}
        fill={MS_TOP_BAND_TINT}
        opacity={0.06}
      />
      {titles.map((title) => (
        <text
          key={title.key}
          x={title.x}
          y={title.y}
          textAnchor={title.anchor}
          fontSize={title.fontSize}
          fontWeight={title.key === 'topBand' ? undefined : 700}
          fill={title.key === 'topBand' ? TICK_COLOR : titleInk[title.key]}
          opacity={title.key === 'topBand' ? undefined : 0.75}
        >
          {title.text}
        </text>
      ))}

      {GRID_LEVELS.map((level) => (
        <line key={`s${level}`} x1={skillPx(level)} x2={skillPx(level)} y1={MINDSET_AXIS_TOP_PX} y2={MINDSET_AXIS_BOTTOM_PX} stroke={GRID_COLOR} strokeWidth={1} />
      ))}
      {GRID_LEVELS.map((level) => (
        <line key={`m${level}`} x1={SKILL_AXIS_START_PX} x2={SKILL_AXIS_END_PX} y1={mindsetPx(level)} y2={mindsetPx(level)} stroke={GRID_COLOR} strokeWidth={1} />
      ))}
      <line x1={SKILL_FULL_PX} x2={SKILL_FULL_PX} y1={MINDSET_AXIS_TOP_PX} y2={MINDSET_AXIS_BOTTOM_PX} stroke={brand.chartGuide} strokeDasharray="4 4" strokeWidth={1} />
      <line x1={SKILL_AXIS_START_PX} x2={SKILL_AXIS_END_PX} y1={MINDSET_TOP_BAND_PX} y2={MINDSET_TOP_BAND_PX} stroke={brand.chartGuide} strokeDasharray="4 4" strokeWidth={1} />
      <line x1={MID_SKILL_PX} x2={MID_SKILL_PX} y1={MINDSET_AXIS_TOP_PX} y2={MINDSET_AXIS_BOTTOM_PX} stroke={brand.chartGuide} strokeWidth={1.25} />
      <line x1={SKILL_AXIS_START_PX} x2={SKILL_AXIS_END_PX} y1={MID_MINDSET_PX} y2={MID_MINDSET_PX} stroke={brand.chartGuide} strokeWidth={1.25} />

      <defs>
        <marker id="ms-axis-arrow" viewBox="0 0 10 10" refX={8} refY={5} markerWidth={7} markerHeight={7} orient="auto-start-reverse">
          <path d="M0 0L10 5L0 10z" fill={AXIS_COLOR} />
        </marker>
      </defs>
      <line x1={SKILL_AXIS_START_PX} y1={MINDSET_AXIS_BOTTOM_PX} x2={SKILL_AXIS_END_PX + 8} y2={MINDSET_AXIS_BOTTOM_PX} stroke={AXIS_COLOR} strokeWidth={1.5} markerEnd="url(#ms-axis-arrow)" />
      <line x1={SKILL_AXIS_START_PX} y1={MINDSET_AXIS_BOTTOM_PX} x2={SKILL_AXIS_START_PX} y2={MINDSET_AXIS_TOP_PX - 8} stroke={AXIS_COLOR} strokeWidth={1.5} markerEnd="url(#ms-axis-arrow)" />

      {tickLevels.map((level) => (
        <text key={`st${level}`} x={skillPx(level)} y={MINDSET_AXIS_BOTTOM_PX + 13} textAnchor="middle" fontSize={size(9)} fill={TICK_COLOR}>
          {level}
        </text>
      ))}
      <text x={SKILL_AXIS_END_PX} y={MINDSET_AXIS_BOTTOM_PX + 13} textAnchor="middle" fontSize={size(9)} fill={TICK_COLOR}>
        {SKILL_MAX_IN_TOP_BAND}
      </text>
      {tickLevels.map((level) => (
        <text key={`mt${level}`} x={SKILL_AXIS_START_PX - 6} y={(level === 100 ? MINDSET_TOP_BAND_PX : mindsetPx(level)) + 3} textAnchor="end" fontSize={size(9)} fill={TICK_COLOR}>
          {level}
        </text>
      ))}
      <text x={(SKILL_AXIS_START_PX + SKILL_AXIS_END_PX) / 2} y={BOARD_HEIGHT - 6} textAnchor="middle" fontSize={size(12)} fontWeight={700} fill={AXIS_COLOR}>
        {m.axes.skillHigh}
      </text>
      <text
        x={24}
        y={(MINDSET_AXIS_TOP_PX + MINDSET_AXIS_BOTTOM_PX) / 2}
        textAnchor="middle"
        fontSize={size(12)}
        fontWeight={700}
        fill={AXIS_COLOR}
        transform={`rotate(-90 24 ${(MINDSET_AXIS_TOP_PX + MINDSET_AXIS_BOTTOM_PX) / 2})`}
      >
        {m.axes.mindsetHigh}
      </text>
    </g>
  );
});
