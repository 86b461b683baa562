import { routePatterns } from './route-patterns';

describe('the route patterns the server answers with 200', () => {
  const patterns = routePatterns();

  it('lists every page of the registry with its full path, parameters as patterns', () => {
    expect(patterns).toEqual(
      expect.arrayContaining(['/', '/pivot', '/pivot/book', '/admin-dashboard', '/community', '/community/matrix', '/community/1on1/agenda', '/community/forum/:postId', '/community/members/:memberId/growth-trail', '/community-portal/*']),
    );
  });

  it('leaves out the catch-all 404 pages and lists each path once', () => {
    expect(patterns.some((p) => p.endsWith('*') && !p.startsWith('/community-portal'))).toBe(false);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
