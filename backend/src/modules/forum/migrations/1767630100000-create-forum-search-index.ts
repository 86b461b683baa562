import { SchemaMigration } from '../../../platform/database/schema.js';
import { searchIndexTables } from '../../../platform/search/document-terms.js';

/** The forum's search index (written only by `ForumSearchProjection`): posts' titles and contents as ranked terms. */
export class CreateForumSearchIndex1767630100000 extends SchemaMigration {
  name = 'CreateForumSearchIndex1767630100000';
  protected readonly tables = searchIndexTables('forum_search');
}
