import { liveInvalidation } from './cache-tags-live';
import { tagTypes } from './cache-tags';

describe('live invalidations', () => {
  it('make the notifications stale on a notification, and the mapped kinds on a change', () => {
    expect(liveInvalidation({ type: 'notification' })?.payload).toEqual(['Notifications']);
    expect(liveInvalidation({ type: 'changed', categories: ['forum-post', 'ms-matrix-entry'] })?.payload).toEqual(['Forum', 'Moderation', 'MsMatrix', 'Dashboard']);
  });

  it('change nothing for categories nobody shows live', () => {
    expect(liveInvalidation({ type: 'changed', categories: ['user', 'user-email'] })).toBeNull();
  });

  it('name only existing tag types', async () => {
    const { liveInvalidations } = await import('./cache-tags');
    for (const tags of Object.values(liveInvalidations)) for (const tag of tags) expect(tagTypes).toContain(tag);
  });
});
