import { levelsAt, mindsetLevelAt, MS_QUADRANT_LABELS, msQuadrantOf, skillLevelAt, toBoardPixels } from './ms-board.js';

/** The fraction of the board at a pixel (px / 620, py / 380). */
const atPx = (px: number, py: number) => ({ x: px / 620, y: py / 380 });

describe('MS matrix board geometry (spec part 1 §5)', () => {
  it('maps fractions onto the whole 620 × 380 board', () => {
    expect(toBoardPixels({ x: 0, y: 0 })).toEqual({ px: 0, py: 0 });
    expect(toBoardPixels({ x: 1, y: 1 })).toEqual({ px: 620, py: 380 });
    expect(toBoardPixels({ x: 0.5, y: 0.5 })).toEqual({ px: 310, py: 190 });
  });

  describe('skill', () => {
    it.each([
      [0, 0],
      [79, 0],
      [80, 0],
      [81, 0],
      [268, 50],
      [455, 100],
      [456, 100],
    ])('is %p px → %p', (px, skill) => {
      expect(skillLevelAt(px, 200)).toBe(skill);
    });

    it('stays at 100 beyond 456 px below the top band', () => {
      expect(skillLevelAt(457, 101)).toBe(100);
      expect(skillLevelAt(600, 350)).toBe(100);
      expect(skillLevelAt(620, 380)).toBe(100);
    });

    it('grows to 120 at 600 px inside the top band, and no further', () => {
      expect(skillLevelAt(456, 100)).toBe(100);
      expect(skillLevelAt(528, 100)).toBe(110);
      expect(skillLevelAt(600, 100)).toBe(120);
      expect(skillLevelAt(620, 0)).toBe(120);
    });
  });

  describe('mindset', () => {
    it.each([
      [0, 100],
      [50, 100],
      [100, 100],
      [101, 99],
      [225, 50],
      [349, 0],
      [350, 0],
      [380, 0],
    ])('is %p px → %p', (py, mindset) => {
      expect(mindsetLevelAt(py)).toBe(mindset);
    });
  });

  describe('levels of a position', () => {
    it('derives both levels from fractions', () => {
      expect(levelsAt(atPx(456, 225))).toEqual({ skillLevel: 100, mindsetLevel: 50 });
      expect(levelsAt(atPx(600, 50))).toEqual({ skillLevel: 120, mindsetLevel: 100 });
      expect(levelsAt({ x: 0, y: 1 })).toEqual({ skillLevel: 0, mindsetLevel: 0 });
      expect(levelsAt({ x: 1, y: 0 })).toEqual({ skillLevel: 120, mindsetLevel: 100 });
    });

    it('gives the default position 0.5 / 0.5 (310, 190 px) mid levels', () => {
      expect(levelsAt({ x: 0.5, y: 0.5 })).toEqual({ skillLevel: 61, mindsetLevel: 63 });
    });

    it('clamps fractions outside 0..1 to the board', () => {
      expect(levelsAt({ x: -0.5, y: 1.5 })).toEqual({ skillLevel: 0, mindsetLevel: 0 });
      expect(levelsAt({ x: 2, y: -1 })).toEqual({ skillLevel: 120, mindsetLevel: 100 });
    });
  });

  describe('the four areas', () => {
    it('splits at level 50 on both axes, 50 counting as high, and names each area', () => {
      expect(msQuadrantOf({ skillLevel: 50, mindsetLevel: 50 })).toBe('highHigh');
      expect(msQuadrantOf({ skillLevel: 49, mindsetLevel: 50 })).toBe('highMindset');
      expect(msQuadrantOf({ skillLevel: 50, mindsetLevel: 49 })).toBe('highSkill');
      expect(msQuadrantOf({ skillLevel: 49, mindsetLevel: 49 })).toBe('lowLow');
      expect(MS_QUADRANT_LABELS).toEqual({ highHigh: '活躍・リーダー候補', highMindset: '成長期待', highSkill: 'マインド向上', lowLow: '育成・支援' });
    });
  });
});
