import { given, inStream, projectionHarness } from '../../../platform/projections/test-support/projection-harness.js';
import { QueryTooShortError } from '../domain/knowledge-entry.errors.js';
import { KNOWLEDGE_SEED, OWNERSHIP, seedContent } from '../domain/knowledge-seed.js';
import { IndexKnowledgeTermsByWeight1767630000000 } from '../migrations/1767630000000-index-knowledge-terms-by-weight.js';
import { CreateKnowledgeBaseReadModels1765400000000 } from '../migrations/1765400000000-create-knowledge-base-read-models.js';
import { KnowledgeEntriesProjection } from '../projections/knowledge-entries/knowledge-entries.projection.js';
import { KnowledgeSearch } from './knowledge-search.js';
import { analyseQuery } from '../../../platform/search/query.js';
import { RankedSearch } from '../../../platform/search/ranking.js';

/**
 * The search's quality over the book data: realistic queries a reader types (no spaces between
 * words, a word inside a compound, hiragana for kanji or katakana, full-width letters, a question,
 * a reading typed before kana-kanji conversion, a reading with one kana wrong, a two-character
 * word) and the entry that must come first. The bar: at least 90 % first.
 */
const QUALITY: readonly [query: string, expectedFirst: string][] = [
  ['心のブレーキ', 'pivot-mental-brake'],
  ['メンタルブレーキ', 'pivot-mental-brake'],
  ['ブレーキ', 'pivot-mental-brake'],
  ['ぶれーき', 'pivot-mental-brake'],
  ['アクセルとブレーキ', 'pivot-accelerator-brake'],
  ['アクセル', 'pivot-accelerator-brake'],
  ['氷山モデル', 'pivot-iceberg-basic'],
  ['ひょうざんもでる', 'pivot-iceberg-basic'],
  ['氷山の大きさ', 'pivot-iceberg-size'],
  ['氷山の形', 'pivot-iceberg-shape'],
  ['子どもの頃のブレーキ', 'pivot-child-brake'],
  ['親に言われた言葉', 'pivot-child-brake'],
  ['事実と解釈', 'pivot-fact-interpretation'],
  ['悩みを減らしたい', 'pivot-fact-interpretation'],
  ['断られるのが怖い', 'pivot-fear-of-rejection'],
  ['影響の輪', 'pivot-circle-of-influence'],
  ['えいきょうのわ', 'pivot-circle-of-influence'],
  ['関心の輪', 'pivot-circle-of-influence'],
  ['変えられないことに悩む', 'pivot-circle-of-influence'],
  ['視点を変える', 'pivot-perspective'],
  ['未来の目標', 'pivot-future-goals'],
  ['成長の果実', 'pivot-growth-fruits'],
  ['当事者意識', 'ownership-what'],
  ['とうじしゃいしき', 'ownership-what'],
  ['全員経営とは', 'ownership-what'],
  ['山登りチーム', 'ownership-climbing-team'],
  ['働く3つの理由', 'ownership-three-reasons'],
  ['働く３つの理由', 'ownership-three-reasons'],
  ['なぜ働くのか', 'ownership-find-reasons'],
  ['報酬の天秤', 'ownership-rewards-scale'],
  ['お金以外の報酬', 'ownership-rewards-types'],
  ['MVV', 'ownership-mvv'],
  ['ＭＶＶ', 'ownership-mvv'],
  ['ミッションビジョンバリュー', 'ownership-mvv'],
  ['三方よし', 'ownership-sanpo-yoshi'],
  ['成長の原則', 'ownership-growth-principles'],
  ['MSマトリックス', 'ownership-ms-matrix'],
  ['マインドとスキル', 'ownership-ms-matrix'],
  ['1on1マトリックス', 'ownership-one-on-one-matrix'],
  ['信頼関係', 'ownership-one-on-one-matrix'],
  ['１ｏｎ１の進め方', 'ownership-one-on-one-practice'],
  ['音楽サークル', 'ownership-music-circle'],
  ['判断を任せる', 'ownership-case-delegation'],
  ['離職率を下げたい', 'ownership-case-delegation'],
  ['失敗を責めない', 'ownership-psychological-safety'],
  ['ピボット', 'pivot-pivot-step'],
  // Readings from the dictionary (decision 0085): typed in kana before conversion.
  ['しんらい', 'ownership-one-on-one-matrix'],
  ['しんらいかんけい', 'ownership-one-on-one-matrix'],
  ['せいちょうのかじつ', 'pivot-growth-fruits'],
  ['ほうしゅうのてんびん', 'ownership-rewards-scale'],
  ['さんぽうよし', 'ownership-sanpo-yoshi'],
  ['しんりてきあんぜんせい', 'ownership-psychological-safety'],
  // One kana wrong.
  ['しんらえ関係', 'ownership-one-on-one-matrix'],
  ['とうじしゃいしけ', 'ownership-what'],
  ['めんたるぶれーけ', 'pivot-mental-brake'],
  // Two-character words (decision 0086).
  ['信頼', 'ownership-one-on-one-matrix'],
  ['成長', 'ownership-growth-principles'],
  ['報酬', 'ownership-rewards-types'],
  // Compounds written in hiragana before conversion, with a particle or a kanji word beside them:
  // a run with a prolonged sound mark is one word (ぶれーき, not ぶれ|ー|き), and a hiragana run
  // the corpus has in katakana is one word (あくせる, まとりっくす).
  ['ぶれーきを外す', 'pivot-mental-brake'],
  ['心のぶれーき', 'pivot-mental-brake'],
  ['あくせるを踏む', 'pivot-accelerator-brake'],
  ['あくせるとぶれーき', 'pivot-accelerator-brake'],
  ['ひょうざんもでるの形', 'pivot-iceberg-shape'],
  ['まとりっくすで見る成長', 'ownership-ms-matrix'],
  ['ちーむで山登り', 'ownership-climbing-team'],
  ['みっしょんとびじょん', 'ownership-mvv'],
  ['ぴぼっとする', 'pivot-pivot-step'],
  // Sentences and full-width text.
  ['部下との信頼関係を築くにはどうすればいいですか', 'ownership-one-on-one-matrix'],
  ['失敗した部下を責めずに挑戦させたい', 'ownership-psychological-safety'],
  ['ＭＳマトリックス', 'ownership-ms-matrix'],
];

describe('KnowledgeSearch over the book data', () => {
  const h = projectionHarness([new KnowledgeEntriesProjection()], [CreateKnowledgeBaseReadModels1765400000000, IndexKnowledgeTermsByWeight1767630000000]);
  const history = given(...KNOWLEDGE_SEED.map((entry) => inStream(`knowledge-entry-${entry.id}`)({ type: 'KnowledgeEntryAdded', data: { entryId: entry.id, ...seedContent(entry) } })));
  const search = () => new KnowledgeSearch(h.dataSource.manager);

  beforeEach(() => h.apply(history));

  it(`ranks the expected entry first for at least 90 % of ${QUALITY.length} realistic Japanese queries`, async () => {
    const misses: string[] = [];
    for (const [query, expected] of QUALITY) {
      const [first] = await search().search(query);
      if (first?.entryId !== expected) misses.push(`${query} → ${first?.entryId ?? '(nothing)'} (expected ${expected})`);
    }
    expect(QUALITY.length).toBeGreaterThanOrEqual(40);
    const firstRate = (QUALITY.length - misses.length) / QUALITY.length;
    if (firstRate < 1) console.info(`knowledge search misses (${misses.length}/${QUALITY.length}):\n${misses.join('\n')}`);
    expect(firstRate).toBeGreaterThanOrEqual(0.9);
  });

  it('finds a word inside a compound and ranks the entries that are about it above those that mention it', async () => {
    const results = await search().search('ブレーキ');
    const ids = results.map((result) => result.entryId);
    // Every entry about a brake comes before one that does not mention brakes at all.
    expect(ids.slice(0, 3)).toEqual(expect.arrayContaining(['pivot-mental-brake', 'pivot-accelerator-brake', 'pivot-child-brake']));
    expect(ids).not.toContain('ownership-sanpo-yoshi');
    const scores = results.map((result) => result.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('marks the matched words in a passage of about 100 characters, also when the query is written in another script', async () => {
    const [brake] = await search().search('ぶれーき');
    expect(brake.snippet.length).toBeLessThanOrEqual(102);
    const marked = brake.highlights.map(({ start, length }) => brake.snippet.slice(start, start + length));
    expect(marked).toContain('ブレーキ');

    const [ownership] = await search().search('当事者意識を育てる');
    const words = ownership.highlights.map(({ start, length }) => ownership.snippet.slice(start, start + length));
    expect(words.join('')).toContain('当事者意識');
  });

  it('filters by book and limits the number of passages', async () => {
    const owned = await search().search('チームの成長', { bookTitle: OWNERSHIP, limit: 3 });
    expect(owned).toHaveLength(3);
    expect(owned.every((passage) => passage.bookTitle === OWNERSHIP)).toBe(true);
  });

  it('refuses a Latin query of fewer than 3 letters or digits and a Japanese one of fewer than 2, spaces and punctuation not counted', async () => {
    await expect(search().search('ms')).rejects.toBeInstanceOf(QueryTooShortError);
    await expect(search().search(' 氷 。')).rejects.toBeInstanceOf(QueryTooShortError);
    await expect(search().search('氷山')).resolves.not.toHaveLength(0);
    await expect(search().search('MVV')).resolves.not.toHaveLength(0);
  });

  it('says which part of a query no entry contains instead of answering with its fragments', async () => {
    const { passages, unmatched } = await search().find('xyz存在しない語');
    expect(unmatched).toContain('xyz');
    // What is left must be in every passage: 存在 (the fragments しない or 在し alone do not qualify an entry).
    for (const passage of passages) expect(passage.snippet + passage.sectionTitle).toContain('存在');
    const nothing = await search().find('量子コンピューター');
    expect(nothing.passages).toEqual([]);
    expect(nothing.unmatched).toEqual(['量子コンピューター']);
  });

  it('answers every odd query with passages or a refusal, never a failure', async () => {
    await expect(search().search('')).rejects.toBeInstanceOf(QueryTooShortError);
    await expect(search().search('信頼'.repeat(5000))).rejects.toThrow('200文字以内');
    await expect(search().search('😀😀😀')).rejects.toBeInstanceOf(QueryTooShortError);
    await expect(search().search('信頼😀')).resolves.not.toHaveLength(0);
    await expect(search().search('信頼\ud800関係')).resolves.not.toHaveLength(0);
    await expect(search().search("'; DROP TABLE knowledge_entries; --")).resolves.toEqual(expect.any(Array));
    await expect(search().search("信頼' OR '1'='1")).resolves.not.toHaveLength(0);
    expect((await search().search('信頼関係'))[0].entryId).toBe('ownership-one-on-one-matrix');
    await expect(search().search('%_\\ 信頼')).resolves.not.toHaveLength(0);
  });

  it('never loses every answer to the postings cap: over the book data copied 20 times, each term capped at 20 postings (as the 50,000-entry bench caps at 2,000), every query of the bench answers, its entry among the first three entries found', async () => {
    // Copies, as the bench's corpus is: a term of two entries or more is past the cap, and each term's heaviest postings are another entry's copies.
    await h.dataSource.query(`INSERT INTO knowledge_entries SELECT (jsonb_populate_record(null::knowledge_entries, to_jsonb(e) || jsonb_build_object('id', e.id || '#' || g))).* FROM knowledge_entries e, generate_series(1, 20) g`);
    await h.dataSource.query(`INSERT INTO knowledge_terms (term, entry_id, weight) SELECT t.term, t.entry_id || '#' || g, t.weight FROM knowledge_terms t, generate_series(1, 20) g WHERE t.entry_id NOT LIKE '%#%'`);
    const index = { documents: 'knowledge_entries', id: 'id', lengthColumn: 'term_length', postings: 'knowledge_terms', doc: 'entry_id', counted: 'is_active' };
    const answers = async () => {
      const capped = new RankedSearch(index, { postingsCap: 20 });
      for (const [q, expected] of QUALITY.filter(([query]) => ['心のブレーキ', '当事者意識', 'とうじしゃいしき', '働く3つの理由', '悩みを減らしたい', 'MSマトリックス', '影響の輪'].includes(query))) {
        const { rows } = await capped.rank<{ id: string }>(h.dataSource.manager, analyseQuery(q), { where: 'd.is_active', columns: 'd.id', limit: 100 });
        const entries = [...new Set(rows.map((row) => row.id.split('#')[0]))].slice(0, 3);
        expect({ q, entries }).toEqual({ q, entries: expect.arrayContaining([expected]) });
      }
    };
    await answers();
    // A larger corpus: entries without terms make it 5,000 entries (a word no entry has, 減らし, weighs more the larger the corpus; at 5,000 it outweighed every entry's terms).
    await h.dataSource.query(
      `INSERT INTO knowledge_entries SELECT (jsonb_populate_record(null::knowledge_entries, to_jsonb(e) || jsonb_build_object('id', 'padding-' || g))).*
         FROM (SELECT * FROM knowledge_entries LIMIT 1) e, generate_series(1, 5000 - (SELECT count(*) FROM knowledge_entries)) g`,
    );
    await answers();
  }, 120_000);

  it('answers nothing for a query the books do not speak about', async () => {
    expect(await search().search('量子コンピューター')).toEqual([]);
  });
});
