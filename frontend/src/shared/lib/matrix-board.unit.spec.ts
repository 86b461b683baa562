import { clampFraction } from './matrix-board';

describe('board positions (spec part 1 §9: positions clamp 0..1)', () => {
  it('keeps a fraction inside the board as it is', () => {
    expect(clampFraction(0)).toBe(0);
    expect(clampFraction(0.37)).toBe(0.37);
    expect(clampFraction(1)).toBe(1);
  });

  it('clamps a fraction beyond an edge to that edge', () => {
    expect(clampFraction(-0.2)).toBe(0);
    expect(clampFraction(1.4)).toBe(1);
  });
});
