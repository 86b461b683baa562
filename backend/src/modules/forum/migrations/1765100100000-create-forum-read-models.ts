import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/**
 * Read models of the forum, written only by `ForumBoardProjection` (spec part 2 §3 names; the
 * categories are a catalogue in code). `search_text` is the title and content normalised for
 * search (NFKC, lower case).
 */
export class CreateForumReadModels1765100100000 extends SchemaMigration {
  name = 'CreateForumReadModels1765100100000';
  protected readonly tables = [
    table('forum_posts', {
      id: t.id, category_id: t.text, author_id: t.text, title: t.text, content: t.text, search_text: t.text,
      is_pinned: 'boolean NOT NULL DEFAULT false', view_count: 'integer NOT NULL DEFAULT 0', like_count: 'integer NOT NULL DEFAULT 0',
      reply_count: 'integer NOT NULL DEFAULT 0', last_reply_at: orNull.timestamptz, created_at: t.timestamptz, updated_at: t.timestamptz,
      views_position: 'bigint NOT NULL DEFAULT 0',
    }, { indexes: [{ on: 'is_pinned DESC, created_at DESC, id', as: 'list' }, { on: 'category_id, is_pinned DESC, created_at DESC, id' }] }),
    table('forum_replies', {
      id: t.id, post_id: t.text, author_id: t.text, content: t.text, parent_reply_id: orNull.text, like_count: 'integer NOT NULL DEFAULT 0',
      created_at: t.timestamptz, event_position: t.bigint,
    }, { indexes: [{ on: 'post_id, event_position' }, { on: 'created_at', as: 'created' }] }),
    table(
      'forum_post_likes',
      { post_id: t.text, user_id: t.text, created_at: t.timestamptz },
      { primaryKey: 'post_id, user_id', indexes: [{ on: 'created_at', as: 'created' }] },
    ),
  ];
}
