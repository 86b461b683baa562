import { sseFrame, streamCategoryOf } from './live-hub.js';

describe('the live channel', () => {
  it('names only a stream category, never an id, a hash or a date', () => {
    expect(streamCategoryOf('growth-cycle-0f3c2a1e-7b7d-4c8e-9a51-2f0e3b1d9c44')).toBe('growth-cycle');
    expect(streamCategoryOf('forum-post-abcdefab-7b7d-4c8e-9a51-2f0e3b1d9c44')).toBe('forum-post');
    expect(streamCategoryOf('user-email-9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')).toBe('user-email');
    expect(streamCategoryOf('mvp-period-week-2026-12-07')).toBe('mvp-period-week');
    expect(streamCategoryOf('points-account-0f3c2a1e-7b7d-4c8e-9a51-2f0e3b1d9c44')).toBe('points-account');
  });

  it('writes SSE frames with an id only where a tab may resume from it', () => {
    expect(sseFrame('notification', { position: '12' }, '12')).toBe('id: 12\nevent: notification\ndata: {"position":"12"}\n\n');
    expect(sseFrame('changed', { categories: ['forum-post'] })).toBe('event: changed\ndata: {"categories":["forum-post"]}\n\n');
  });
});
