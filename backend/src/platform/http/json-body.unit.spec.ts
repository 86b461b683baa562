import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.js';

const nested = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);

describe('nestsDeeperThan', () => {
  it.each([[null], ['text'], [1], [{}], [[]], [{ name: '営業部', tags: ['a', 'b'] }]])('lets a usual body through: %j', (body) => {
    expect(nestsDeeperThan(body, MAX_JSON_DEPTH)).toBe(false);
  });
  it('counts objects and arrays alike, up to the limit', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan({ a: { b: { c: 1 } } }, 2)).toBe(true);
    expect(nestsDeeperThan({ a: { b: { c: 1 } } }, 3)).toBe(false);
  });
  it('finds a deep branch beside shallow ones, and handles 500,000 levels without recursing', () => {
    expect(nestsDeeperThan({ shallow: 1, deep: nested(100) }, MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nested(500_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
