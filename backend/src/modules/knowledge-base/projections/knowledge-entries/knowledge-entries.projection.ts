import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
import type { KnowledgeEntryEvent } from '../../events/knowledge-entry.events.js';
import { entryTerms, foldedFields } from '../../domain/entry-terms.js';

/** The entry's row, then its terms, replaced whole: only when the row was written (not a redelivery of an older revision). */
async function write(event: RecordedEventOf<KnowledgeEntryEvent>, db: RowWriter) {
  const { data: d, metadata, revision } = event;
  const { terms, length } = entryTerms(d);
  const folded = foldedFields(d);
  const written = await db.upsert(
    'knowledge_entries',
    {
      id: d.entryId,
      book_title: d.bookTitle,
      chapter_number: d.chapterNumber,
      chapter_title: d.chapterTitle,
      section_title: d.sectionTitle,
      content: d.content,
      concepts: JSON.stringify(d.concepts),
      keywords: JSON.stringify(d.keywords),
      practical_applications: JSON.stringify(d.practicalApplications),
      related_topics: JSON.stringify(d.relatedTopics),
      aliases: JSON.stringify(d.aliases),
      content_type: d.contentType,
      importance: d.importance,
      is_active: d.isActive,
      heading_folded: folded.heading,
      body_folded: folded.body,
      term_length: length,
      created_at: metadata.occurredAt,
      updated_at: metadata.occurredAt,
      revision,
    },
    { key: ['id'], keep: ['created_at'], newer: 'revision' },
  );
  if (!written) return;
  await db.delete('knowledge_terms', { entry_id: d.entryId });
  await db.query(`INSERT INTO knowledge_terms (term, entry_id, weight) SELECT unnest($1::text[]), $2, unnest($3::real[])`, [
    [...terms.keys()],
    d.entryId,
    [...terms.values()],
  ]);
}

/**
 * The entries and their inverted index. Each event carries the whole entry, so applying one
 * replaces the row and all its terms; an event older than the row (a redelivery) is skipped.
 */
export class KnowledgeEntriesProjection extends rowProjection<KnowledgeEntryEvent>({
  name: 'knowledge-entries',
  // 2: readings from the dictionary indexed (decision 0085); tables of 1 are rebuilt on start (decision 0113).
  version: 2,
  tables: ['knowledge_entries', 'knowledge_terms'],
  on: { KnowledgeEntryAdded: write, KnowledgeEntryRevised: write },
}) {}
