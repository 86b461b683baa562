import { fromBoard, levelsOf, percent, toBoard } from './board-geometry';

describe('1on1 board geometry (spec part 1 §5: x 50..570 and y 50..330 map to 0..100)', () => {
  it('maps the plot area corners to positions and back', () => {
    expect(fromBoard(50, 50)).toEqual({ x: 0, y: 0 });
    expect(fromBoard(570, 330)).toEqual({ x: 1, y: 1 });
    expect(fromBoard(310, 190)).toEqual({ x: 0.5, y: 0.5 });
    expect(toBoard({ x: 0.5, y: 0.5 })).toEqual({ px: 310, py: 190 });
  });

  it('clamps points outside the plot area to 0..1', () => {
    expect(fromBoard(0, 380)).toEqual({ x: 0, y: 1 });
    expect(fromBoard(620, 0)).toEqual({ x: 1, y: 0 });
  });

  it('derives trust from x and mindset from 1 − y, as the server does', () => {
    expect(levelsOf({ x: 0.8, y: 0.25 })).toEqual({ trustLevel: 0.8, mindsetLevel: 0.75 });
    expect(levelsOf({ x: 1.4, y: -0.2 })).toEqual({ trustLevel: 1, mindsetLevel: 1 });
    expect(percent(levelsOf({ x: 0.123, y: 0.9 }).mindsetLevel)).toBe(10);
  });
});
