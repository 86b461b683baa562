import { IN_APP_ONLY_KINDS, NOTIFICATION_KINDS } from '@pivot/rules';
import type { RecordedEventOf } from '../../../platform/event-store/event.js';
import { factsNeeded, mentions, notificationsFor, STALE_MOMENT_MS, subjects, type Facts, type NotifiedEvent } from './notification-mapping.js';

const NO_FACTS: Facts = { subject: null, audience: [], names: [] };
let position = 0n;
function recorded<E extends NotifiedEvent>(type: E['type'], data: E['data'], userId: string | null = null): RecordedEventOf<E> {
  position += 1n;
  return {
    eventId: `00000000-0000-4000-8000-${position.toString().padStart(12, '0')}`,
    type,
    data,
    streamId: 's',
    revision: 0,
    position,
    metadata: { correlationId: 'c', causationId: null, userId, occurredAt: '2026-12-06T10:00:00.000Z', schemaVersion: 1 },
  } as unknown as RecordedEventOf<E>;
}
const map = <E extends NotifiedEvent>(type: E['type'], data: E['data'], facts: Partial<Facts> = {}) => notificationsFor(recorded<E>(type, data) as RecordedEventOf<NotifiedEvent>, { ...NO_FACTS, ...facts });

describe('notification mappings', () => {
  it('tells the receiver of a praise, with the message, and not a person praising themself', () => {
    const praise = { cycleId: 'c1', feedbackId: 'f1', fromUserId: 'giver', toUserId: 'owner', message: '会議の進め方が\n素晴らしかった', emotionBadges: [], experiencePoints: 10 };
    const { notifications } = map('FeedbackGiven', praise, { subject: { ownerId: 'owner', ownerProof: null, title: '傾聴' } });
    expect(notifications).toEqual([
      expect.objectContaining({ kind: 'feedback_received', recipient: { userId: 'owner' }, actorId: 'giver', title: '成長サイクル「傾聴」に称賛が届きました', body: '会議の進め方が 素晴らしかった', link: '/community/pffr' }),
    ]);
    expect(map('FeedbackGiven', { ...praise, fromUserId: 'owner' }).notifications).toEqual([]);
  });

  it('tells a cheer with its transformed message, and a thank-you to the one who cheered', () => {
    const cheer = map('FeedForwardGiven', { cycleId: 'c1', feedForwardId: 'ff', fromUserId: 'a', toUserId: 'b', originalMessage: '元', transformedMessage: '次は〜してみては', category: 'new_step', skillTreeAbility: null, experiencePoints: 5 });
    expect(cheer.notifications[0]).toMatchObject({ kind: 'feed_forward_received', recipient: { userId: 'b' }, body: '次は〜してみては' });
    const thanks = map('FeedForwardThanked', { cycleId: 'c1', feedForwardId: 'ff', byUserId: 'b', fromUserId: 'a' });
    expect(thanks.notifications).toEqual([expect.objectContaining({ kind: 'feed_forward_thanked', recipient: { userId: 'a' }, actorId: 'b' })]);
  });

  it('names supporters when a cycle starts, keeps them, and tells them when it completes', () => {
    const started = map('GrowthCycleStarted', { cycleId: 'c1', userId: 'owner', title: '傾聴', description: null, targetBehaviors: '最後まで聞く', isPublic: true, supporterUserIds: ['s1', 's2', 'owner'], startedAt: null, targetDate: null });
    expect(started.notifications.map((n) => [n.kind, n.recipient])).toEqual([
      ['supporter_named', { userId: 's1' }],
      ['supporter_named', { userId: 's2' }],
    ]);
    expect(started.changes).toContainEqual({ addAudience: subjects.cycle('c1'), role: 'supporter', userIds: ['s1', 's2'] });
    const completed = map('GrowthCycleCompleted', { cycleId: 'c1', userId: 'owner', buddyLevel: 2, buddyExperience: 30, startedAt: null, giftsReceived: 1 }, { audience: ['s1', 's2'], subject: { ownerId: 'owner', ownerProof: null, title: '傾聴' } });
    expect(completed.notifications.map((n) => [n.kind, n.recipient, n.title])).toEqual([
      ['supported_cycle_completed', { userId: 's1' }, 'サポートしている成長サイクル「傾聴」が完了しました'],
      ['supported_cycle_completed', { userId: 's2' }, 'サポートしている成長サイクル「傾聴」が完了しました'],
    ]);
    expect(factsNeeded(recorded('GrowthCycleCompleted', { cycleId: 'c1' } as never) as RecordedEventOf<NotifiedEvent>)).toEqual({ subjectId: subjects.cycle('c1'), audience: { subjectId: subjects.cycle('c1'), role: 'supporter' } });
  });

  it('says why points were earned, and says so when fair play withheld them', () => {
    const base = { userId: 'u', kind: 'feedback' as const, causeEventId: 'e', causeStreamId: 's', relatedEntityId: 'r', counterpartUserId: 'v', day: '2026-12-06' };
    expect(map('PointsEarned', { ...base, points: 10 }).notifications[0]).toMatchObject({ kind: 'points_earned', title: '称賛を送ったことで 10 ポイントを獲得しました' });
    expect(map('PointsWithheld', { ...base, reason: 'pair_daily_cap' }).notifications[0]).toMatchObject({ kind: 'points_withheld', title: '今回はポイントが付与されませんでした', body: expect.stringContaining('同じ相手への称賛・応援') });
  });

  it('tells a post author of a reply and of likes, and those named with @ of a mention', () => {
    const names = [{ userId: 'tanaka', displayName: '田中 花子' }, { userId: 'sato', displayName: '佐藤 一郎' }];
    const post = { ownerId: 'author', ownerProof: null, title: '沈黙について' };
    const reply = map('ForumReplyAdded', { postId: 'p', replyId: 'r', parentReplyId: null, authorId: 'replier', content: '@田中花子 さんはどう思いますか' }, { subject: post, names });
    expect(reply.notifications.map((n) => [n.kind, n.recipient])).toEqual([
      ['forum_reply', { userId: 'author' }],
      ['forum_mention', { userId: 'tanaka' }],
    ]);
    expect(map('ForumPostLiked', { postId: 'p', userId: 'fan' }, { subject: post }).notifications).toEqual([expect.objectContaining({ kind: 'forum_likes', recipient: { userId: 'author' }, subjectId: subjects.forumPost('p') })]);
    expect(map('ForumPostLiked', { postId: 'p', userId: 'author' }, { subject: post }).notifications).toEqual([]);
    expect(mentions('＠佐藤 一郎 と @田中 花子', { names }, 'sato')).toEqual(['tanaka']);
  });

  it('tells the author of a hidden or restored post, and its reporters the outcome', () => {
    const post = { ownerId: 'author', ownerProof: null, title: 'T' };
    const hidden = map('ForumPostHidden', { postId: 'p', replyId: null, moderatorId: 'mod', reason: '個人攻撃', automatic: false }, { subject: post, audience: ['reporter'] });
    expect(hidden.notifications.map((n) => [n.kind, n.recipient, n.actorId])).toEqual([
      ['forum_post_moderated', { userId: 'author' }, null],
      ['forum_report_outcome', { userId: 'reporter' }, null],
    ]);
    const restored = map('ForumPostRestored', { postId: 'p', replyId: null, moderatorId: 'mod', reason: '誤り' }, { subject: post, audience: ['reporter'] });
    expect(restored.notifications.map((n) => n.kind)).toEqual(['forum_post_moderated']);
  });

  it('tells an anonymous post’s author by its owner proof only, naming nobody', () => {
    const subject = { ownerId: null, ownerProof: 'proof-of-p', title: null };
    const created = map('AnonymousPostCreated', { postId: 'p', content: '悩み', ownerProof: 'proof-of-p' });
    expect(created.changes).toEqual([{ setSubject: subjects.anonymousPost('p'), subject }]);
    const reply = map('AnonymousReplyAdded', { postId: 'p', replyId: 'r', content: 'わかります', ownerProof: 'proof-of-r' }, { subject });
    const support = map('AnonymousPostSupported', { postId: 'p', supporterProof: 'sp' }, { subject });
    const hidden = map('AnonymousPostHidden', { postId: 'p', moderatorId: 'mod', reason: '規約', automatic: false }, { subject, audience: ['reporter'] });
    for (const n of [...reply.notifications, ...support.notifications, ...hidden.notifications]) {
      expect(n.actorId).toBeNull();
      if (n.kind !== 'anonymous_report_outcome') expect(n.recipient).toEqual({ ownerProof: 'proof-of-p' });
      // A kind addressed by proof is one the catalogue keeps in the app (never mailed, decision 0090); the reporter's is not.
      expect(IN_APP_ONLY_KINDS.has(n.kind)).toBe('ownerProof' in n.recipient);
    }
    expect(hidden.notifications.map((n) => n.kind)).toEqual(['anonymous_post_moderated', 'anonymous_report_outcome']);
  });

  it('tells registrants of confirmation, a seat, a refusal, a change and a cancellation', () => {
    const subject = { ownerId: 'host', ownerProof: null, title: '1on1入門' };
    expect(map('EventRegistrationConfirmed', { eventId: 'e', userId: 'u', notes: null }, { subject }).notifications[0]).toMatchObject({ kind: 'event_registration', title: '「1on1入門」への参加が確定しました', link: '/community/events/e' });
    expect(map('EventRegistrationPromoted', { eventId: 'e', userId: 'u' }, { subject }).notifications[0]).toMatchObject({ kind: 'event_seat_opened' });
    expect(map('EventRegistrationDeclined', { eventId: 'e', userId: 'u' }, { subject }).notifications[0]).toMatchObject({ kind: 'event_registration', title: '「1on1入門」への参加申し込みはお受けできませんでした' });
    const changed = map('CommunityEventUpdated', { eventId: 'e', fields: ['startTime'], changes: { startTime: '2026-12-10T10:00:00Z' } }, { subject, audience: ['u', 'v'] });
    expect(changed.notifications.map((n) => [n.recipient, n.body])).toEqual([
      [{ userId: 'u' }, '変更された項目：開始日時'],
      [{ userId: 'v' }, '変更された項目：開始日時'],
    ]);
    expect(map('CommunityEventStatusChanged', { eventId: 'e', from: 'scheduled', to: 'cancelled' }, { subject, audience: ['u'] }).notifications[0]).toMatchObject({ kind: 'event_changed', title: '参加予定のイベント「1on1入門」は中止になりました' });
    expect(map('CommunityEventStatusChanged', { eventId: 'e', from: 'scheduled', to: 'live' }, { subject, audience: ['u'] }).notifications).toEqual([]);
  });

  it('tells each seat holder but the uploader that an event\'s recording can be watched, once', () => {
    const subject = { ownerId: 'host', ownerProof: null, title: '1on1入門' };
    const recording = (seconds: number) => ({ eventId: 'e', recording: { fileId: 'f', mimeType: 'video/mp4', sizeBytes: 1, seconds } });
    const facts = { ...NO_FACTS, subject, audience: ['u', 'admin', 'v'] };
    const attached = notificationsFor(recorded('EventRecordingAttached', recording(3_900)) as RecordedEventOf<NotifiedEvent>, facts, 'admin');
    expect(attached.notifications.map((n) => n.recipient)).toEqual([{ userId: 'u' }, { userId: 'v' }]);
    expect(attached.notifications[0]).toMatchObject({ kind: 'event_recording', title: '「1on1入門」の録画が見られるようになりました', body: '録画の長さ：1時間5分', link: '/community/events/e' });
    expect(map('EventRecordingAttached', recording(720), { subject, audience: ['u'] }).notifications[0].body).toBe('録画の長さ：12分');
    expect(map('EventRecordingAttached', recording(12), { subject, audience: ['u'] }).notifications[0].body).toBe('録画の長さ：12秒');
    expect(map('EventRecordingReplaced', { ...recording(720), previousFileId: 'old' }, { subject, audience: ['u'] }).notifications).toEqual([]);
  });

  it('tells the manager of a topic the member added to the next 1on1, not of their own', () => {
    const subject = { ownerId: 'manager', ownerProof: null, title: null };
    const created = map('OneOnOneEntryCreated', { entryId: 'e', managerId: 'manager', teamId: 't', employeeId: 'm', employeeName: '山田 太郎', departmentId: null, positionX: 0.5, positionY: 0.5, pointId: 'p', notes: null });
    expect(created.changes).toEqual([{ setSubject: subjects.oneOnOne('e'), subject }, { addAudience: subjects.oneOnOne('e'), role: 'member', userIds: ['m'] }]);
    const topic = { entryId: 'e', itemId: 'i', topicId: null, title: '評価の不安', priority: 1, notes: '最近気になっています', responseWanted: 'listen' as const, addedBy: 'member' as const };
    expect(map('AgendaTopicAdded', topic, { subject }).notifications).toEqual([
      expect.objectContaining({ kind: 'one_on_one_topic_added', recipient: { userId: 'manager' }, title: 'メンバーが次の1on1の話題「評価の不安」を追加しました', body: '最近気になっています', link: '/community/1on1' }),
    ]);
    expect(map('AgendaTopicAdded', { ...topic, addedBy: 'manager' }, { subject }).notifications).toEqual([]);
  });

  it('tells an asked colleague of a feedback request and reminds them once, and says nothing when it closes', () => {
    const request = { cycleId: 'c1', requestId: 'r1', ownerUserId: 'owner', askedUserId: 'colleague', kind: 'feed_forward' as const };
    const asked = map('FeedbackRequested', { ...request, requestedAt: '2026-12-07T01:00:00.000Z', remindAt: '2026-12-10T01:00:00.000Z' });
    expect(asked.notifications).toEqual([
      expect.objectContaining({ kind: 'feedback_requested', recipient: { userId: 'colleague' }, actorId: 'owner', title: '成長サイクルへの応援（フィードフォワード）を依頼されました', link: '/community/pffr' }),
    ]);
    const reminded = map('FeedbackRequestReminded', { ...request, kind: 'feedback' });
    expect(reminded.notifications).toEqual([expect.objectContaining({ kind: 'feedback_request_reminder', recipient: { userId: 'colleague' }, title: '依頼された称賛（フィードバック）がまだ送られていません' })]);
    expect(map('FeedbackRequestAnswered', { ...request, answerId: 'f1' }).notifications).toEqual([]);
    expect(map('FeedbackRequestWithdrawn', request).notifications).toEqual([]);
  });

  describe('due moments', () => {
    const moment = (kind: string, subject: Record<string, unknown>) => ({ kind, key: `${kind}:x`, dueAt: '2026-12-07T09:00:00.000Z', subject });
    const start = '2026-12-08T10:00:00.000Z';
    const event = { ownerId: 'host', ownerProof: null, title: '1on1入門', at: start, closed: false };

    it('tells each registrant with a seat that an event starts in a day and in an hour, with the time left', () => {
      const day = map('DueMomentReached', moment('community-event.starts-in-1-day', { eventId: 'e', startTime: start }), { subject: event, audience: ['u', 'v'] });
      expect(factsNeeded(recorded('DueMomentReached', moment('community-event.starts-in-1-day', { eventId: 'e', startTime: start })))).toEqual({
        subjectId: subjects.event('e'),
        audience: { subjectId: subjects.event('e'), role: 'registrant' },
      });
      expect(day.notifications).toEqual([
        expect.objectContaining({ kind: 'event_starts_soon', recipient: { userId: 'u' }, title: '参加予定のイベント「1on1入門」の開始まであと1日です', link: '/community/events/e' }),
        expect.objectContaining({ kind: 'event_starts_soon', recipient: { userId: 'v' } }),
      ]);
      const hour = map('DueMomentReached', moment('community-event.starts-in-1-hour', { eventId: 'e', startTime: start }), { subject: event, audience: ['u'] });
      expect(hour.notifications[0].title).toBe('参加予定のイベント「1on1入門」の開始まであと1時間です');
    });

    it('tells nobody of a moment for a start the event no longer has, or of a cancelled event', () => {
      const stale = moment('community-event.starts-in-1-hour', { eventId: 'e', startTime: '2026-12-05T10:00:00.000Z' });
      expect(map('DueMomentReached', stale, { subject: event, audience: ['u'] }).notifications).toEqual([]);
      const current = moment('community-event.starts-in-1-hour', { eventId: 'e', startTime: start });
      expect(map('DueMomentReached', current, { subject: { ...event, closed: true }, audience: ['u'] }).notifications).toEqual([]);
    });

    it('keeps an event\'s start and closes it when cancelled or completed', () => {
      const moved = map('CommunityEventUpdated', { eventId: 'e', fields: ['startTime'], changes: { startTime: '2026-12-09T10:00:00.000Z' } }, { subject: event });
      expect(moved.changes).toEqual([{ setSubject: subjects.event('e'), subject: { ...event, at: '2026-12-09T10:00:00.000Z' } }]);
      const cancelled = map('CommunityEventStatusChanged', { eventId: 'e', from: 'scheduled', to: 'cancelled' }, { subject: event });
      expect(cancelled.changes).toEqual([{ setSubject: subjects.event('e'), subject: { ...event, closed: true } }]);
    });

    it('reminds the manager and the member\'s user of the 1on1 tomorrow, each with their own link', () => {
      const entry = { ownerId: 'manager', ownerProof: null, title: null, at: '2026-12-08', closed: false };
      const tomorrow = moment('one-on-one.next-session-tomorrow', { entryId: 'e', sessionDate: '2026-12-08' });
      expect(factsNeeded(recorded('DueMomentReached', tomorrow))).toEqual({ subjectId: subjects.oneOnOne('e'), memberUsers: subjects.oneOnOne('e') });
      expect(map('DueMomentReached', tomorrow, { subject: entry, memberUsers: ['member-user'] }).notifications).toEqual([
        expect.objectContaining({ kind: 'one_on_one_tomorrow', recipient: { userId: 'manager' }, title: '明日（12月8日）は1on1の予定です', link: '/community/1on1' }),
        expect.objectContaining({ kind: 'one_on_one_tomorrow', recipient: { userId: 'member-user' }, link: '/community/1on1/agenda' }),
      ]);
      // A member without a user: the manager only; a moved or deleted entry: nobody.
      expect(map('DueMomentReached', tomorrow, { subject: entry, memberUsers: [] }).notifications.map((n) => n.recipient)).toEqual([{ userId: 'manager' }]);
      expect(map('DueMomentReached', tomorrow, { subject: { ...entry, at: '2026-12-15' }, memberUsers: ['member-user'] }).notifications).toEqual([]);
      expect(map('DueMomentReached', tomorrow, { subject: { ...entry, closed: true }, memberUsers: ['member-user'] }).notifications).toEqual([]);
    });

    it('tells nobody of a moment recorded long after it was due: 「明日」 would no longer be true', () => {
      const entry = { ownerId: 'manager', ownerProof: null, title: null, at: '2026-12-08', closed: false };
      const tomorrow = moment('one-on-one.next-session-tomorrow', { entryId: 'e', sessionDate: '2026-12-08' });
      const recordedAfter = (ms: number) =>
        notificationsFor(recorded('DueMomentReached', tomorrow) as RecordedEventOf<NotifiedEvent>, { ...NO_FACTS, subject: entry, memberUsers: [] }, null, new Date(Date.parse(tomorrow.dueAt) + ms).toISOString()).notifications;
      expect(recordedAfter(60_000)).toHaveLength(1);
      expect(recordedAfter(STALE_MOMENT_MS - 1)).toHaveLength(1);
      expect(recordedAfter(STALE_MOMENT_MS)).toEqual([]);
      // The demo's first start: a session of October recorded today.
      expect(recordedAfter(50 * 86_400_000)).toEqual([]);
    });

    it('tells nobody 「あと1時間」 of an event that has begun by the time the moment is recorded', () => {
      const event = { ownerId: 'host', ownerProof: null, title: '勉強会', at: '2026-12-07T10:00:00.000Z', closed: false };
      const hour = moment('community-event.starts-in-1-hour', { eventId: 'e', startTime: '2026-12-07T10:00:00.000Z' });
      const recordedAt = (iso: string) =>
        notificationsFor(recorded('DueMomentReached', hour) as RecordedEventOf<NotifiedEvent>, { ...NO_FACTS, subject: event, audience: ['u'] }, null, iso).notifications;
      expect(recordedAt('2026-12-07T09:30:00.000Z')).toHaveLength(1);
      expect(recordedAt('2026-12-07T10:00:00.000Z')).toEqual([]);
      expect(recordedAt('2026-12-07T11:00:00.000Z')).toEqual([]);
    });

    it('warns the staff of an inquiry whose reply is due today, unless it was processed', () => {
      const due = moment('companion.inquiry-reply-due', { inquiryId: 'i', replyDueBy: '2026-12-09' });
      expect(factsNeeded(recorded('DueMomentReached', due))).toEqual({ subjectId: subjects.inquiry('i'), audience: { subjectId: subjects.staff, role: 'staff' } });
      const open = { ownerId: null, ownerProof: null, title: null, closed: false };
      expect(map('DueMomentReached', due, { subject: open, audience: ['admin'] }).notifications).toEqual([
        expect.objectContaining({ kind: 'inquiry_reply_due', recipient: { userId: 'admin' }, title: '返信期限が今日（12月9日）のお問い合わせがまだ対応済みになっていません', link: '/community/admin/inquiries' }),
      ]);
      expect(map('InquiryProcessed', { inquiryId: 'i', note: '返信済み' }).changes).toEqual([{ setSubject: subjects.inquiry('i'), subject: { ...open, closed: true } }]);
      expect(map('DueMomentReached', due, { subject: { ...open, closed: true }, audience: ['admin'] }).notifications).toEqual([]);
    });

    it('maps a moment of a kind it does not know to nothing', () => {
      expect(map('DueMomentReached', moment('test.other', {}), { audience: ['u'] }).notifications).toEqual([]);
    });
  });

  it('tells the member\'s user of a recorded 1on1, and the manager only when someone else recorded it', () => {
    const subject = { ownerId: 'manager', ownerProof: null, title: null };
    const session = { entryId: 'e', sessionId: 's', sessionDate: '2026-12-07', approach: 'mixed' as const, outcomes: '評価の話', feedback: null, effectiveness: 4, nextSessionDate: '2026-12-21' };
    const byManager = notificationsFor(recorded('OneOnOneSessionRecorded', session, 'manager'), { ...NO_FACTS, subject, memberUsers: ['member-user'] }, 'manager');
    expect(byManager.notifications).toEqual([
      expect.objectContaining({ kind: 'one_on_one_recorded', recipient: { userId: 'member-user' }, actorId: 'manager', title: '12月7日の1on1の記録が登録されました', body: '次回の予定：12月21日', link: '/community/1on1/agenda' }),
    ]);
    // The session's words stay out of the notification; the next date is the subject's time.
    expect(JSON.stringify(byManager.notifications)).not.toContain('評価の話');
    expect(byManager.changes).toEqual([{ setSubject: subjects.oneOnOne('e'), subject: { ...subject, at: '2026-12-21' } }]);
    const byOther = notificationsFor(recorded('OneOnOneSessionRecorded', session, 'admin'), { ...NO_FACTS, subject, memberUsers: [] }, 'admin');
    expect(byOther.notifications.map((n) => [n.recipient, n.link])).toEqual([[{ userId: 'manager' }, '/community/1on1']]);
  });

  it('links a company member to the user of the same address by a hash of its link key, keeping no address', () => {
    const member = { memberId: 'm', teamId: 't', firstName: '花子', lastName: '佐藤', furigana: 'サトウ ハナコ', email: ' Hanako@Example.com', phoneNumber: null, positionId: null, departmentId: null, departmentTags: [], teamTags: [], organizationName: null, notes: null, hireDate: null };
    const [memberKey] = map('CompanyMemberRegistered', member).changes as readonly { setSubject: string; subject: { linkKey: string } }[];
    expect(memberKey.setSubject).toBe(subjects.companyMember('m'));
    const user = map('UserRegistered', { userId: 'u', email: 'hanako@example.com', firstName: '花子', lastName: '佐藤', userType: 'member', profileImageUrl: null, emailVerified: true });
    expect(user.changes).toContainEqual({ setSubject: subjects.userEmail(memberKey.subject.linkKey), subject: { ownerId: 'u', ownerProof: null, title: null } });
    expect(JSON.stringify([memberKey, user.changes]).toLowerCase()).not.toContain('hanako@');
    expect((map('CompanyMemberUpdated', { ...member, email: null }).changes[0] as { subject: { linkKey: string | null } }).subject.linkKey).toBeNull();
  });

  it('keeps the admins as staff, and tells them once of a parked event', () => {
    expect(map('UserRoleChanged', { userId: 'a', userType: 'admin' }).changes).toEqual([{ addAudience: subjects.staff, role: 'staff', userIds: ['a'] }]);
    expect(map('UserRoleChanged', { userId: 'a', userType: 'member' }).changes).toEqual([{ removeAudience: subjects.staff, role: 'staff', userId: 'a' }]);
    const parked = { name: 'forum-posts', consumer: 'projection' as const, position: '42', eventId: 'ev', type: 'ForumPostCreated', error: 'boom' };
    expect(map('ProjectionEventParked', parked, { audience: ['a', 'b'] }).notifications).toEqual([
      expect.objectContaining({ kind: 'projection_parked', recipient: { userId: 'a' }, title: 'プロジェクション「forum-posts」が処理できないイベントを保留しました', body: 'ForumPostCreated（位置 42）：boom', link: '/community/admin/projections' }),
      expect.objectContaining({ kind: 'projection_parked', recipient: { userId: 'b' } }),
    ]);
  });

  it('raises only kinds of the catalogue', () => {
    const kinds = new Set(Object.keys(NOTIFICATION_KINDS));
    const raised = [
      map('ForumPostLiked', { postId: 'p', userId: 'x' }, { subject: { ownerId: 'a', ownerProof: null, title: null } }),
      map('PointsEarned', { userId: 'u', kind: 'goal_completion', points: 5, causeEventId: 'e', causeStreamId: 's', relatedEntityId: 'r', counterpartUserId: null, day: '2026-12-06' }),
    ].flatMap((m) => m.notifications.map((n) => n.kind));
    for (const kind of raised) expect(kinds.has(kind)).toBe(true);
  });
});
