import { given, inStream, projectionHarness } from '../../../../platform/projections/test-support/projection-harness.js';
import { anEntryAdded, anEntryRevised } from '../../domain/knowledge-entry.mother.js';
import { IndexKnowledgeTermsByWeight1767630000000 } from '../../migrations/1767630000000-index-knowledge-terms-by-weight.js';
import { CreateKnowledgeBaseReadModels1765400000000 } from '../../migrations/1765400000000-create-knowledge-base-read-models.js';
import { KnowledgeEntriesProjection } from './knowledge-entries.projection.js';

const entry = (id: string) => inStream(`knowledge-entry-${id}`);

describe('knowledge entries projection', () => {
  const h = projectionHarness([new KnowledgeEntriesProjection()], [CreateKnowledgeBaseReadModels1765400000000, IndexKnowledgeTermsByWeight1767630000000]);

  const snapshot = async () => ({
    entries: await h.rows('SELECT id, section_title, content, keywords, importance, heading_folded, created_at, updated_at, revision FROM knowledge_entries ORDER BY id'),
    terms: await h.rows(`SELECT entry_id, term, weight FROM knowledge_terms WHERE term IN ('w:氷山', 'b:ぶれ', 'w:思考') ORDER BY entry_id, term`),
  });

  it('keeps the latest text of each entry and indexes its terms by field weight, the same when applied twice', async () => {
    const rows = await h.applyTwice(
      given(
        entry('e1')(anEntryAdded()),
        entry('e2')(anEntryAdded({ sectionTitle: '心のブレーキ', concepts: ['心のブレーキ'], keywords: [], content: 'ブレーキに気づく。', aliases: [] }, 'e2')),
        entry('e1')(anEntryRevised({ content: '行動の下には思考があります。' })),
      ),
      snapshot,
    );
    expect(rows.entries).toEqual([
      expect.objectContaining({
        id: 'e1',
        content: '行動の下には思考があります。',
        keywords: ['氷山', '行動'],
        heading_folded: '氷山もでるの基本\n氷山もでる\nひょうざんもでる',
        created_at: new Date('2026-05-01T00:00:00Z'),
        updated_at: new Date('2026-05-03T00:00:00Z'),
        revision: 1,
      }),
      expect.objectContaining({ id: 'e2', section_title: '心のブレーキ', revision: 0 }),
    ]);
    // e1: 氷山 in the section title (3), the concept (3), a keyword (2) and the chapter title (1), not in the revised content;
    // ぶれ from the related topic 心のブレーキ (0.5). e2: ブレーキ in its title (3), concept (3), content (1) and related topic (0.5).
    expect(rows.terms).toEqual([
      { entry_id: 'e1', term: 'b:ぶれ', weight: 0.5 },
      { entry_id: 'e1', term: 'w:思考', weight: 1 },
      { entry_id: 'e1', term: 'w:氷山', weight: 9 },
      { entry_id: 'e2', term: 'b:ぶれ', weight: 7.5 },
      { entry_id: 'e2', term: 'w:氷山', weight: 1 },
    ]);
  });
});
