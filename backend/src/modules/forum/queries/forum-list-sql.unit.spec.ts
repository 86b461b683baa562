import { FORUM_EXCERPT, forumExcerpt, forumListStatement } from './forum-list-sql.js';

/** The definition forumExcerpt must keep: the first 200 code points, then '…'. */
const byArray = (text: string) => {
  const chars = Array.from(text);
  return chars.length > FORUM_EXCERPT ? `${chars.slice(0, FORUM_EXCERPT).join('')}…` : text;
};

describe('forumExcerpt', () => {
  it.each([
    ['empty', ''],
    ['short', '沈黙が怖い'],
    ['exactly 200', 'あ'.repeat(200)],
    ['201', 'あ'.repeat(201)],
    ['a whole post', 'マトリックスの使い方。'.repeat(450)],
    ['200 emoji (400 UTF-16 units, not cut)', '😀'.repeat(200)],
    ['201 emoji', '😀'.repeat(201)],
    ['an emoji across the 200th character', `${'a'.repeat(199)}😀😀`],
    ['an emoji just after it', `${'a'.repeat(200)}😀`],
    ['lone surrogates count one each', `${'\ud800'.repeat(150)}${'b'.repeat(100)}`],
    ['a high surrogate at the very end', `${'c'.repeat(250)}\ud83d`],
  ])('answers what Array.from would: %s', (_, text) => {
    expect(forumExcerpt(text)).toBe(byArray(text));
  });
});

describe('forumListStatement', () => {
  it('names one prepared statement per shape, and the same name always has the same text', () => {
    const shapes = [
      forumListStatement('u1', { limit: 30, offset: 0 }),
      forumListStatement('u2', { categoryId: 'matrix-usage', limit: 30, offset: 0 }),
      forumListStatement('u3', { categoryId: 'general', limit: 10, offset: 20 }),
    ];
    expect(shapes.map((s) => s.name)).toEqual(['forum_list_all', 'forum_list_category', 'forum_list_category']);
    expect(shapes[2].sql).toBe(shapes[1].sql);
    expect(shapes[2].params).toEqual(['u3', 'general', 10, 20]);
    // A query is the ranked search's (ForumSearch), never a LIKE over the posts.
    expect(shapes.map((s) => s.sql).join('\n')).not.toContain('LIKE');
  });

  it('treats an empty category as all categories, as before', () => {
    expect(forumListStatement('u', { categoryId: '', limit: 30, offset: 0 }).name).toBe('forum_list_all');
  });
});
