import {
  APPROACHES,
  approachFor,
  changeValue,
  isStale,
  levelsFromPosition,
  performanceLabel,
} from './one-on-one-board.js';

describe('1on1 board rules', () => {
  describe('levels from a board position', () => {
    it('takes trust from x and mindset from 1 − y', () => {
      expect(levelsFromPosition(0.25, 0.25)).toEqual({ trustLevel: 0.25, mindsetLevel: 0.75 });
    });
    it('clamps to 0..1', () => {
      expect(levelsFromPosition(-0.2, 1.4)).toEqual({ trustLevel: 0, mindsetLevel: 0 });
      expect(levelsFromPosition(1.3, -0.5)).toEqual({ trustLevel: 1, mindsetLevel: 1 });
    });
    it('has no binary noise at the threshold (1 − 0.3 is exactly 0.7)', () => {
      expect(levelsFromPosition(0.7, 0.3)).toEqual({ trustLevel: 0.7, mindsetLevel: 0.7 });
    });
  });

  describe('quadrant at the 0.7 threshold', () => {
    it.each([
      [0.7, 0.7, 'strategy'],
      [1, 1, 'strategy'],
      [0.69, 0.7, 'mindset_improvement'],
      [0, 1, 'mindset_improvement'],
      [0.7, 0.69, 'trust_building'],
      [1, 0, 'trust_building'],
      [0.69, 0.69, 'mixed'],
      [0, 0, 'mixed'],
    ] as const)('trust %p, mindset %p → %p', (trustLevel, mindsetLevel, quadrant) => {
      expect(approachFor({ trustLevel, mindsetLevel }).quadrant).toBe(quadrant);
    });
    it('treats a board position on the threshold as high', () => {
      expect(approachFor(levelsFromPosition(0.7, 0.3)).quadrant).toBe('strategy');
    });
    it('gives each quadrant its own Japanese label and guidance', () => {
      const texts = Object.values(APPROACHES).map((a) => a.recommendedApproach);
      expect(new Set(texts).size).toBe(4);
      expect(APPROACHES.mindset_improvement.recommendedApproach).toContain('父性的な厳しさ');
      expect(APPROACHES.trust_building.recommendedApproach).toContain('母性的な優しさ');
      expect(APPROACHES.mixed.recommendedApproach).toContain('信頼構築');
    });
  });

  describe('performance label on the average in percent (§9)', () => {
    it.each([
      [0.75, 0.75, '優秀'],
      [1, 0.5, '優秀'],
      [0.74, 0.75, '良好'],
      [0.5, 0.5, '良好'],
      [0.49, 0.5, '普通'],
      [0.25, 0.25, '普通'],
      [0.24, 0.25, '要改善'],
      [0, 0, '要改善'],
    ] as const)('trust %p, mindset %p → %p', (trustLevel, mindsetLevel, label) => {
      expect(performanceLabel({ trustLevel, mindsetLevel })).toBe(label);
    });
  });

  describe('change value', () => {
    it('is null for the first point', () => {
      expect(changeValue({ trustLevel: 0.5, mindsetLevel: 0.5 }, null)).toBeNull();
    });
    it('is the change of trust plus mindset in percentage points', () => {
      expect(changeValue({ trustLevel: 0.6, mindsetLevel: 0.7 }, { trustLevel: 0.5, mindsetLevel: 0.5 })).toBe(30);
      expect(changeValue({ trustLevel: 0.4, mindsetLevel: 0.5 }, { trustLevel: 0.5, mindsetLevel: 0.55 })).toBe(-15);
      expect(changeValue({ trustLevel: 0.123, mindsetLevel: 0.5 }, { trustLevel: 0.1, mindsetLevel: 0.5 })).toBe(2.3);
      expect(changeValue({ trustLevel: 0.5, mindsetLevel: 0.5 }, { trustLevel: 0.5, mindsetLevel: 0.5 })).toBe(0);
    });
  });

  describe('stale after 14 days', () => {
    it('is not stale 14 days after the last session, stale after 15', () => {
      expect(isStale({ lastSessionDate: '2026-01-01', createdOn: '2025-01-01', today: '2026-01-15' })).toBe(false);
      expect(isStale({ lastSessionDate: '2026-01-01', createdOn: '2025-01-01', today: '2026-01-16' })).toBe(true);
    });
    it('counts from the creation date when there was no session', () => {
      expect(isStale({ lastSessionDate: null, createdOn: '2026-03-01', today: '2026-03-15' })).toBe(false);
      expect(isStale({ lastSessionDate: null, createdOn: '2026-03-01', today: '2026-03-16' })).toBe(true);
    });
  });
});
