import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
import { indexDocument } from '../../../../platform/search/document-terms.js';
import type { ForumPostCreated, ForumPostEdited } from '../../events/forum-post.events.js';

/** A title counts three times the body; the title's kanji readings are indexed (a body's are not: the reading dictionary costs ~1 ms per sentence). */
async function write(event: RecordedEventOf<ForumPostCreated | ForumPostEdited>, db: RowWriter) {
  const { postId, title, content } = event.data;
  await indexDocument((sql, params) => db.query(sql, params), 'forum_search', postId, event.revision, [
    { text: title, weight: 3, readings: true },
    { text: content, weight: 1 },
  ]);
}

/**
 * The forum's search index: each post's latest title and content as terms (platform/search). Who
 * may find a post (shown, not deleted) is the forum board's read model, joined when searching.
 */
export class ForumSearchProjection extends rowProjection<ForumPostCreated | ForumPostEdited>({
  name: 'forum-search',
  tables: ['forum_search_documents', 'forum_search_terms'],
  on: { ForumPostCreated: write, ForumPostEdited: write },
}) {}
