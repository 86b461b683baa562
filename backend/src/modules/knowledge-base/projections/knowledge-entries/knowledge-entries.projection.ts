import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { KnowledgeEntryEvent } from '../../events/knowledge-entry.events.js';
import { entryTerms, foldedFields } from '../../domain/entry-terms.js';

const HANDLED: readonly KnowledgeEntryEvent['type'][] = ['KnowledgeEntryAdded', 'KnowledgeEntryRevised'];

/**
 * The entries and their inverted index. Each event carries the whole entry, so applying one
 * replaces the row and all its terms; an event older than the row (a redelivery) is skipped.
 */
@Injectable()
@ReadModelProjection()
export class KnowledgeEntriesProjection implements Projection<KnowledgeEntryEvent> {
  readonly name = 'knowledge-entries';
  readonly handles = HANDLED;
  readonly tables = ['knowledge_entries', 'knowledge_terms'];

  async apply(event: RecordedEventOf<KnowledgeEntryEvent>, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case 'KnowledgeEntryAdded':
      case 'KnowledgeEntryRevised': {
        const d = event.data;
        const at = event.metadata.occurredAt;
        const written: { id: string }[] = await manager.query(
          `INSERT INTO knowledge_entries (id, book_title, chapter_number, chapter_title, section_title, content, concepts, keywords,
             practical_applications, related_topics, aliases, content_type, importance, is_active, heading_folded, body_folded, term_length,
             created_at, updated_at, revision)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18, $19)
           ON CONFLICT (id) DO UPDATE SET book_title = EXCLUDED.book_title, chapter_number = EXCLUDED.chapter_number,
             chapter_title = EXCLUDED.chapter_title, section_title = EXCLUDED.section_title, content = EXCLUDED.content,
             concepts = EXCLUDED.concepts, keywords = EXCLUDED.keywords, practical_applications = EXCLUDED.practical_applications,
             related_topics = EXCLUDED.related_topics, aliases = EXCLUDED.aliases, content_type = EXCLUDED.content_type,
             importance = EXCLUDED.importance, is_active = EXCLUDED.is_active, heading_folded = EXCLUDED.heading_folded,
             body_folded = EXCLUDED.body_folded, term_length = EXCLUDED.term_length, updated_at = EXCLUDED.updated_at, revision = EXCLUDED.revision
           WHERE knowledge_entries.revision < EXCLUDED.revision
           RETURNING id`,
          [
            d.entryId,
            d.bookTitle,
            d.chapterNumber,
            d.chapterTitle,
            d.sectionTitle,
            d.content,
            JSON.stringify(d.concepts),
            JSON.stringify(d.keywords),
            JSON.stringify(d.practicalApplications),
            JSON.stringify(d.relatedTopics),
            JSON.stringify(d.aliases),
            d.contentType,
            d.importance,
            d.isActive,
            foldedFields(d).heading,
            foldedFields(d).body,
            entryTerms(d).length,
            at,
            event.revision,
          ],
        );
        // Inserting a row again for the same revision (a redelivery) writes nothing and returns no id.
        if (written.length === 0) return;
        const { terms } = entryTerms(d);
        await manager.query(`DELETE FROM knowledge_terms WHERE entry_id = $1`, [d.entryId]);
        await manager.query(`INSERT INTO knowledge_terms (term, entry_id, weight) SELECT unnest($1::text[]), $2, unnest($3::real[])`, [
          [...terms.keys()],
          d.entryId,
          [...terms.values()],
        ]);
        return;
      }
      default:
        assertNever(event);
    }
  }
}
