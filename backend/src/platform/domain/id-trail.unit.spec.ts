import { IdTrail } from './id-trail.js';

describe('IdTrail', () => {
  it('lists, finds and removes ids like an array, oldest first, and is that array as JSON', () => {
    const trail = IdTrail.of(['a', 'b', 'c']);
    expect(trail.toArray()).toEqual(['a', 'b', 'c']);
    expect([trail.length, trail.last, trail.indexOf('a'), trail.indexOf('c'), trail.indexOf('x')]).toEqual([3, 'c', 0, 2, -1]);
    expect(trail.without(new Set(['b'])).toArray()).toEqual(['a', 'c']);
    expect(trail.without(new Set(['x']))).toBe(trail);
    expect(JSON.stringify({ pointIds: trail })).toBe('{"pointIds":["a","b","c"]}');
    expect(IdTrail.EMPTY.toArray()).toEqual([]);
    expect(IdTrail.EMPTY.without(new Set(['a']))).toBe(IdTrail.EMPTY);
  });

  it('leaves an older trail as it was when a newer one grows from it (kept states share it)', () => {
    const older = IdTrail.of(['a']);
    const newer = older.append('b');
    expect(older.toArray()).toEqual(['a']);
    expect(newer.toArray()).toEqual(['a', 'b']);
    expect(Object.isFrozen(newer)).toBe(true);
    expect(Object.isFrozen(older)).toBe(true);
  });

  it('holds a hundred thousand ids: a member moved that often still lists, finds and serialises them', () => {
    let trail = IdTrail.EMPTY;
    for (let i = 0; i < 100_000; i++) trail = trail.append(`p${i}`);
    expect(trail.length).toBe(100_000);
    expect(trail.indexOf('p0')).toBe(0);
    expect(trail.without(new Set(['p0'])).toArray()[0]).toBe('p1');
    expect((JSON.parse(JSON.stringify(trail)) as string[]).at(-1)).toBe('p99999');
  });
});
