import { activityLevel, performanceLabel } from './growth-labels';

describe('performance label (average of the latest skill and mindset, spec part 1 §9)', () => {
  it.each([
    [100, 50, 'excellent'],
    [75, 75, 'excellent'],
    [80, 69, 'good'],
    [50, 50, 'good'],
    [60, 39, 'average'],
    [25, 25, 'average'],
    [30, 19, 'needsImprovement'],
    [0, 0, 'needsImprovement'],
  ])('skill %p and mindset %p → %p', (skillLevel, mindsetLevel, label) => {
    expect(performanceLabel({ skillLevel, mindsetLevel })).toBe(label);
  });
});

describe('activity level (number of records, spec part 1 §9)', () => {
  it.each([
    [0, 'low'],
    [2, 'low'],
    [3, 'medium'],
    [4, 'medium'],
    [5, 'high'],
    [50, 'high'],
  ])('%p records → %p', (count, level) => {
    expect(activityLevel(count)).toBe(level);
  });
});
