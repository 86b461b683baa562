import { given, inStream, projectionHarness } from '../../../../platform/projections/test-support/projection-harness.js';
import { aHiding, aPostCreated, aReport, AUTHOR_PROOF, OTHER_PROOF, POST_ID } from '../../domain/anonymous-post.mother.js';
import { CreateAnonymousPostReadModels1765100000000 } from '../../migrations/1765100000000-create-anonymous-post-read-models.js';
import { AnonymousBoardProjection } from './anonymous-board.projection.js';

const post = inStream(`anonymous-post-${POST_ID}`);

describe('AnonymousBoardProjection', () => {
  const h = projectionHarness([new AnonymousBoardProjection()], [CreateAnonymousPostReadModels1765100000000]);

  const snapshot = async () => ({
    posts: await h.rows('SELECT id, content, support_count, reply_count, visibility, open_report_count FROM anonymous_posts'),
    supports: await h.rows('SELECT * FROM anonymous_post_supports ORDER BY supporter_proof'),
    replies: await h.rows('SELECT id, content FROM anonymous_replies'),
    reports: await h.rows('SELECT id, reporter_id, outcome, outcome_reason FROM anonymous_post_reports ORDER BY id'),
    log: await h.rows('SELECT post_id, action, moderator_id, reason FROM anonymous_moderation_log ORDER BY event_position'),
    everything: await h.rows(
      `SELECT t::text AS row FROM anonymous_posts t UNION ALL SELECT t::text FROM anonymous_replies t UNION ALL SELECT t::text FROM anonymous_moderation_log t`,
    ),
  });

  const history = given(
    post(aPostCreated()),
    post({ type: 'AnonymousPostSupported', data: { postId: POST_ID, supporterProof: OTHER_PROOF } }),
    post({ type: 'AnonymousReplyAdded', data: { postId: POST_ID, replyId: 'reply-1', content: 'わかります', ownerProof: OTHER_PROOF } }),
    post(aReport('r1')),
    post(aReport('r2')),
    post(aReport('r3')),
    post(aHiding(true)),
    post({ type: 'AnonymousPostRestored', data: { postId: POST_ID, moderatorId: 'moderator', reason: '問題なし' } }),
    post(aReport('r4')),
  );

  it('builds the board, the reports and the log, the same when every event is applied twice, and never copies an owner proof', async () => {
    const rows = await h.applyTwice(history, snapshot);
    expect(rows.posts).toEqual([
      { id: POST_ID, content: '今日はつらかった', support_count: 1, reply_count: 1, visibility: 'shown', open_report_count: 1 },
    ]);
    expect(rows.replies).toEqual([{ id: 'reply-1', content: 'わかります' }]);
    // The review closed the three reports made before it; the later one stays open.
    expect(rows.reports.map((r) => [r.reporter_id, r.outcome])).toEqual([
      ['r1', 'kept'],
      ['r2', 'kept'],
      ['r3', 'kept'],
      ['r4', 'pending'],
    ]);
    expect(rows.log.map((l) => [l.action, l.moderator_id])).toEqual([
      ['auto_hidden', null],
      ['restored', 'moderator'],
    ]);
    for (const { row } of rows.everything) expect(row).not.toContain(AUTHOR_PROOF);
  });

  it('drops the post, its replies and supports when the author deletes it, and tells open reports', async () => {
    await h.apply(history, history.followedBy(post({ type: 'AnonymousPostDeleted', data: { postId: POST_ID } })));
    const rows = await snapshot();
    expect([rows.posts, rows.replies, rows.supports]).toEqual([[], [], []]);
    expect(rows.reports.find((r) => r.reporter_id === 'r4')?.outcome).toBe('deleted');
  });
});
