import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/**
 * Authors' edits and deletions, and likes of replies (written only by `ForumBoardProjection`):
 * when a post or reply was last edited (with the position of that edit, so that an edit applied
 * again after a later one changes nothing) and deleted; the versions an edit replaced (the edit
 * history); who likes which reply.
 */
export class AddForumEdits1767400000000 extends SchemaMigration {
  name = 'AddForumEdits1767400000000';
  protected readonly columns = Object.fromEntries(
    ['forum_posts', 'forum_replies'].map((name) => [name, { edited_at: orNull.timestamptz, edit_position: 'bigint NOT NULL DEFAULT 0', deleted_at: orNull.timestamptz }]),
  );
  protected readonly tables = [
    table('forum_revisions', {
      id: t.id, post_id: t.text, reply_id: orNull.text, title: orNull.text, category_id: orNull.text, content: t.text, written_at: t.timestamptz,
      replaced_at: t.timestamptz, event_position: t.bigint,
    }, { indexes: [{ on: 'post_id, reply_id, event_position', as: 'target' }] }),
    table(
      'forum_reply_likes',
      { reply_id: t.text, user_id: t.text, post_id: t.text, created_at: t.timestamptz },
      { primaryKey: 'reply_id, user_id', indexes: [{ on: 'post_id, user_id' }] },
    ),
  ];
}
