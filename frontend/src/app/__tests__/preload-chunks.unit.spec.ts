import { jest } from '@jest/globals';
import type { ComponentType } from 'react';
import { preloadChunksFor } from '../router';
import type { AppRoute } from '../routes';

const page = () => jest.fn(async () => ({ default: (() => null) as ComponentType }));

describe('preloadChunksFor', () => {
  const dashboard = page();
  const post = page();
  const admin = page();
  const community: AppRoute[] = [
    { path: '', access: 'signed_in', page: dashboard },
    { path: 'forum', access: 'signed_in', page: page(), children: [{ path: ':postId', access: 'signed_in', page: post }] },
  ];
  const site: AppRoute[] = [{ path: 'admin-dashboard', access: 'team_admin', page: admin }];

  beforeEach(() => jest.clearAllMocks());

  it("starts the chunk of the screen the path shows, nested paths included", () => {
    expect(preloadChunksFor('/community', { community, site })).toBe(true);
    expect(dashboard).toHaveBeenCalledTimes(1);
    expect(preloadChunksFor('/community/forum/42', { community, site })).toBe(true);
    expect(post).toHaveBeenCalledTimes(1);
    expect(preloadChunksFor('/admin-dashboard', { community, site })).toBe(true);
    expect(admin).toHaveBeenCalledTimes(1);
  });

  it('leaves the public pages and unknown paths to the router', () => {
    expect(preloadChunksFor('/', { community, site })).toBe(false);
    expect(preloadChunksFor('/pivot', { community, site })).toBe(false);
    expect(preloadChunksFor('/community/no-such-page', { community, site })).toBe(false);
    expect(dashboard).not.toHaveBeenCalled();
  });
});
