import { clampFraction, isFraction } from './fraction.js';

describe('fractions', () => {
  it('accepts 0, 1 and what lies between as a position, nothing else', () => {
    expect([0, 0.5, 1].every(isFraction)).toBe(true);
    expect([-0.01, 1.01, Number.NaN, Number.POSITIVE_INFINITY, '0.5', null, undefined].some(isFraction)).toBe(false);
  });

  it('holds a value to 0..1', () => {
    expect([-3, 0, 0.25, 1, 7].map(clampFraction)).toEqual([0, 0, 0.25, 1, 1]);
  });
});
