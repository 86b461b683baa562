import type { KnowledgePassage } from '../../knowledge-base/index.js';
import { ConceptCardKnowledge } from './concept-cards.js';
import { KnowledgeBaseCoachKnowledge } from './knowledge-base-coach-knowledge.js';

const entry = (entryId: string, sectionTitle: string, score: number): KnowledgePassage => ({
  entryId,
  bookTitle: '本',
  chapterNumber: 1,
  chapterTitle: '第1章',
  sectionTitle,
  concepts: [],
  contentType: 'theory',
  importance: 5,
  snippet: `${sectionTitle}の説明`,
  highlights: [],
  score,
});

describe('the coach grounded in the knowledge base', () => {
  it("answers the knowledge base's passages first, then the concept cards it does not repeat", async () => {
    const knowledge = new KnowledgeBaseCoachKnowledge(
      { search: async () => [entry('e1', '心のブレーキ', 9), entry('e2', 'アクセルとブレーキ', 7)] },
      new ConceptCardKnowledge(),
    );
    // The card アクセルとブレーキ fits too, but the knowledge base already cites it.
    const found = await knowledge.find('部下のモチベーションが下がっていて不安です', 3);
    expect(found.map((p) => [p.id, p.title])).toEqual([
      ['knowledge:e1', '心のブレーキ'],
      ['knowledge:e2', 'アクセルとブレーキ'],
    ]);
    // A card the entries do not cover comes after them.
    const more = await knowledge.find('会社の環境は変えられないと悩んでいます', 3);
    expect(more.map((p) => p.id)).toEqual(['knowledge:e1', 'knowledge:e2', 'worksheet:circle-of-influence']);
  });

  it('still answers from the concept cards when the search fails or the message is too short to search', async () => {
    let searched = 0;
    const failing = new KnowledgeBaseCoachKnowledge(
      {
        search: async () => {
          searched++;
          throw new Error('connection refused');
        },
      },
      new ConceptCardKnowledge(),
    );
    expect((await failing.find('影響の輪', 1))[0].id).toBe('worksheet:circle-of-influence');
    expect(await failing.find('ab', 2)).toEqual([]);
    expect(searched).toBe(1);
  });

  it('searches a two-character Japanese message, and the first part of a message longer than a search query may be', async () => {
    const queries: string[] = [];
    const knowledge = new KnowledgeBaseCoachKnowledge(
      {
        search: async (query: string) => {
          queries.push(query);
          return [entry('e1', '信頼関係', 9)];
        },
      },
      new ConceptCardKnowledge(),
    );
    expect((await knowledge.find('信頼', 1))[0].id).toBe('knowledge:e1');
    const long = `部下との信頼関係をどう築けばよいか悩んでいます。${'毎週の1on1で話を聞いていますが、'.repeat(20)}`;
    expect((await knowledge.find(long, 1))[0].id).toBe('knowledge:e1');
    expect(queries[1].startsWith('部下との信頼関係')).toBe(true);
    expect([...queries[1]].length).toBe(200);
  });
});
