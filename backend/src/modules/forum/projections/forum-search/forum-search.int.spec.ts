import { given, inStream, projectionHarness } from '../../../../platform/projections/test-support/projection-harness.js';
import { analyseQuery } from '../../../../platform/search/query.js';
import { CreateForumReadModels1765100100000 } from '../../migrations/1765100100000-create-forum-read-models.js';
import { AddForumModeration1765200150000 } from '../../migrations/1765200150000-add-forum-moderation.js';
import { AddForumEdits1767400000000 } from '../../migrations/1767400000000-add-forum-edits.js';
import { CreateForumSearchIndex1767630100000 } from '../../migrations/1767630100000-create-forum-search-index.js';
import { ForumSearch } from '../../queries/forum-search.js';
import { ForumBoardProjection } from '../forum-board/forum-board.projection.js';
import { ForumSearchProjection } from './forum-search.projection.js';

const created = (postId: string, title: string, content: string, categoryId = 'general') =>
  inStream(`forum-post-${postId}`)({ type: 'ForumPostCreated', data: { postId, categoryId, authorId: 'u1', title, content } });

describe('the forum search', () => {
  const h = projectionHarness(
    [new ForumBoardProjection(), new ForumSearchProjection()],
    [CreateForumReadModels1765100100000, AddForumModeration1765200150000, AddForumEdits1767400000000, CreateForumSearchIndex1767630100000],
  );
  const find = async (q: string, categoryId?: string) => (await new ForumSearch(h.dataSource.manager).find(analyseQuery(q), { categoryId, limit: 10 })).hits.map((hit) => hit.id);

  beforeEach(() =>
    h.apply(
      given(
        created('trust', '部下との信頼関係', '1on1で信頼を築くには、まず聴くことから。', 'matrix-usage'),
        created('silence', '会議の沈黙が怖い', '沈黙のあとに本音が出ることもあります。信頼があれば。'),
        created('kana', 'ｶﾀｶﾅのタイトル', 'ＭＳマトリックスの象限について'),
        created('gone', '消す投稿', 'あとで消します'),
        inStream('forum-post-gone')({ type: 'ForumPostDeleted', data: { postId: 'gone' } }),
        created('edited', '最初の題', '最初の本文'),
        inStream('forum-post-edited')({ type: 'ForumPostEdited', data: { postId: 'edited', title: '直した題', content: '直した本文', categoryId: 'general' } }),
      ),
    ),
  );

  it('ranks the post about a word above one that mentions it, by reading too, and finds a post after its edit only by its new text', async () => {
    expect(await find('信頼')).toEqual(['trust', 'silence']);
    expect(await find('しんらいかんけい')).toEqual(['trust']);
    // A title's readings are indexed, a body's are not (silence has 信頼 only in its body).
    expect(await find('しんらい')).toEqual(['trust']);
    expect(await find('信頼', 'matrix-usage')).toEqual(['trust']);
    expect(await find('カタカナ')).toEqual(['kana']);
    expect(await find('ms 象限')).toEqual(['kana']);
    expect(await find('直した')).toEqual(['edited']);
    expect(await find('最初の本文')).toEqual([]);
  });

  it('never finds a deleted post, and needs every part of the query the forum has', async () => {
    expect(await find('消す投稿')).toEqual([]);
    expect(await find('沈黙 信頼')).toEqual(['silence']);
  });
});
