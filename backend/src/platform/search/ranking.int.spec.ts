import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test-support/test-database.js';
import { indexDocument, searchIndexOf } from './document-terms.js';
import { analyseQuery } from './query.js';
import { RankedSearch } from './ranking.js';

/**
 * A list filtered by a search (`matchAllParts`, the forum) over a corpus whose terms are past the
 * postings cap, as the 100,000-post forum's are: the heaviest postings of each part are posts full
 * of that part alone, and the posts having both parts weigh less in each.
 */
describe('ranked search, every part of the query, terms past the cap', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = await new DataSource({ type: 'postgres', url: db.url }).initialize();
    await dataSource.query(`CREATE TABLE posts_documents (id text PRIMARY KEY, term_length real NOT NULL, revision integer NOT NULL)`);
    await dataSource.query(`CREATE TABLE posts_terms (term text NOT NULL, doc_id text NOT NULL, weight real NOT NULL, PRIMARY KEY (term, doc_id))`);
    await dataSource.query(`CREATE INDEX posts_terms_heaviest_idx ON posts_terms (term, weight DESC, doc_id)`);
    const run = (sql: string, params?: readonly unknown[]) => dataSource.query(sql, params ? [...params] : undefined);
    const post = (id: string, title: string, content: string) => indexDocument(run, 'posts', id, 1, [{ text: title, weight: 3 }, { text: content, weight: 1 }]);
    for (let i = 0; i < 60; i++) await post(`only-review-${i}`, '評価面談について', '評価面談と評価面談の悩みです。'.repeat(4));
    for (let i = 0; i < 60; i++) await post(`only-goal-${i}`, '目標設定について', '目標設定と目標設定の悩みです。'.repeat(4));
    for (let i = 0; i < 5; i++) await post(`both-${i}`, '評価面談について', '評価面談と目標設定の悩みです。'.repeat(4));
    for (let i = 0; i < 40; i++) await post(`other-${i}`, '傾聴について', '傾聴と沈黙の悩みです。'.repeat(4));
  }, 60_000);

  afterAll(async () => {
    await dataSource.destroy();
    await db.drop();
  });

  const rank = (search: RankedSearch, q: string) =>
    search.rank<{ id: string }>(dataSource.manager, analyseQuery(q), { columns: 'd.id', limit: 20, matchAllParts: true });

  it('finds the posts having both parts, as without a cap, when each part’s heaviest postings have that part alone', async () => {
    const uncapped = await rank(new RankedSearch(searchIndexOf('posts')), '評価面談 目標設定');
    expect(uncapped.rows.map((r) => r.id).sort()).toEqual(['both-0', 'both-1', 'both-2', 'both-3', 'both-4']);
    // Each term capped at 20 postings: the 60 posts of one part alone outweigh the 5 with both.
    const capped = await rank(new RankedSearch(searchIndexOf('posts'), { postingsCap: 20 }), '評価面談 目標設定');
    expect(capped.rows.map((r) => r.id).sort()).toEqual(['both-0', 'both-1', 'both-2', 'both-3', 'both-4']);
    expect(capped.unmatched).toEqual([]);
  });

  it('still answers nothing when no post has every part', async () => {
    const capped = await rank(new RankedSearch(searchIndexOf('posts'), { postingsCap: 20 }), '目標設定 沈黙');
    expect(capped.rows).toEqual([]);
  });
});
