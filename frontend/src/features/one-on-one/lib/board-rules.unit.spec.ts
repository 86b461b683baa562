import { levelsOf } from './board-geometry';
import { formatChangeValue, performanceLabel, quadrantOf } from './board-rules';

describe('quadrant of a position (spec part 1 §9, threshold 0.7 inclusive)', () => {
  it.each([
    [{ trustLevel: 0.8, mindsetLevel: 0.9 }, 'strategy'],
    [{ trustLevel: 0.7, mindsetLevel: 0.7 }, 'strategy'],
    [{ trustLevel: 0.3, mindsetLevel: 0.85 }, 'mindset_improvement'],
    [{ trustLevel: 0.9, mindsetLevel: 0.2 }, 'trust_building'],
    [{ trustLevel: 0.69, mindsetLevel: 0.69 }, 'mixed'],
    [{ trustLevel: 0, mindsetLevel: 0 }, 'mixed'],
  ] as const)('%o is %s', (levels, quadrant) => {
    expect(quadrantOf(levels)).toBe(quadrant);
  });

  it('reads mindset as 1 − y, so y = 0.3 is exactly the threshold (no binary noise)', () => {
    expect(levelsOf({ x: 0.7, y: 0.3 })).toEqual({ trustLevel: 0.7, mindsetLevel: 0.7 });
    expect(quadrantOf(levelsOf({ x: 0.7, y: 0.3 }))).toBe('strategy');
    expect(quadrantOf(levelsOf({ x: 0.5, y: 0.1 }))).toBe('mindset_improvement');
    expect(quadrantOf(levelsOf({ x: 0.9, y: 0.9 }))).toBe('trust_building');
  });
});

describe('performance label (average of trust and mindset in percent)', () => {
  it.each([
    [1, 1, '優秀'],
    [0.75, 0.75, '優秀'],
    [0.8, 0.69, '良好'],
    [0.5, 0.5, '良好'],
    [0.49, 0.5, '普通'],
    [0.25, 0.25, '普通'],
    [0.2, 0.29, '要改善'],
    [0, 0, '要改善'],
  ] as const)('trust %s and mindset %s are %s', (trustLevel, mindsetLevel, label) => {
    expect(performanceLabel({ trustLevel, mindsetLevel })).toBe(label);
  });
});

describe('change value as shown', () => {
  it('signs growth and decline in whole percent, like the levels beside it', () => {
    expect(formatChangeValue(12)).toBe('+12%');
    expect(formatChangeValue(12.5)).toBe('+13%');
    expect(formatChangeValue(-3.2)).toBe('−3%');
  });

  it('shows no change as ±0% and the first point (nothing to compare) as a dash', () => {
    expect(formatChangeValue(0)).toBe('±0%');
    expect(formatChangeValue(0.4)).toBe('±0%');
    expect(formatChangeValue(-0.4)).toBe('±0%');
    expect(formatChangeValue(null)).toBe('—');
  });
});
