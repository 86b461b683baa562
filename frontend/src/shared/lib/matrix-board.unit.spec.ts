import { clampFraction, invertPoint, labelSize, legibility } from './matrix-board';

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

describe('the board point under a pointer', () => {
  it('undoes the scale and offset of a board drawn at half size, 100 px from the left and 20 px down', () => {
    const halfSize = { a: 0.5, b: 0, c: 0, d: 0.5, e: 100, f: 20 };
    expect(invertPoint(halfSize, 100 + 310 / 2, 20 + 190 / 2)).toEqual({ px: 310, py: 190 });
  });

  it('undoes a zoom that doubled the board and scrolled it 300 px to the left', () => {
    expect(invertPoint({ a: 2, b: 0, c: 0, d: 2, e: -300, f: 0 }, 320, 380)).toEqual({ px: 310, py: 190 });
  });

  it('gives nothing for a board squashed to nothing', () => {
    expect(invertPoint({ a: 0, b: 0, c: 0, d: 0, e: 0, f: 0 }, 10, 10)).toBeNull();
  });
});

describe('legibility on a small screen', () => {
  it('draws the board as designed at full size and larger', () => {
    expect(legibility(1)).toEqual({ text: 1, mark: 1, titles: 1, minFont: 10, sparse: false });
    expect(legibility(2)).toEqual({ text: 1, mark: 1, titles: 1, minFont: 5, sparse: false });
  });

  it('keeps names about as tall on a phone as at full size, up to 1.8 times larger in board units', () => {
    const phone = legibility(0.6);
    expect(phone.text * 0.6).toBeCloseTo(0.9);
    expect(phone.mark).toBeCloseTo(Math.sqrt(1.5));
    expect(phone.titles).toBe(1.35);
    expect(legibility(0.3).text).toBe(1.8);
  });

  it('draws no label under 10 px on screen, and keeps fewer axis labels on a phone', () => {
    // A 390 px phone shows the 620-unit board about 340 px wide.
    const phone = legibility(340 / 620);
    for (const designed of [8, 9, 10.5, 12, 13]) expect(labelSize(phone, designed) * (340 / 620)).toBeGreaterThanOrEqual(9.95);
    expect(labelSize(phone, 10.5, phone.text) * (340 / 620)).toBeGreaterThanOrEqual(9.95);
    expect(phone.sparse).toBe(true);
    // At full size a 9-unit tick grows to 10 px; a 12-unit title stays as designed.
    const desktop = legibility(1);
    expect(labelSize(desktop, 9)).toBe(10);
    expect(labelSize(desktop, 12)).toBe(12);
    expect(desktop.sparse).toBe(false);
  });
});
