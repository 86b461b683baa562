import { trailPath } from './trail-path';

describe('trail path', () => {
  it('draws one path through the points in board pixels', () => {
    expect(trailPath([{ x: 0.5, y: 0.5 }, { x: 0.6, y: 0.4 }, { x: 1, y: 0 }])).toBe('M310.0 190.0L372.0 152.0L620.0 0.0');
  });

  it('keeps points on the board', () => {
    expect(trailPath([{ x: -1, y: 2 }])).toBe('M0.0 380.0');
  });

  it('is empty without points', () => {
    expect(trailPath([])).toBe('');
  });
});
