import { createHash } from 'node:crypto';
import { roundedDuration, type NotificationKind } from '@pivot/rules';
import type { AnonymousPostEvent } from '../../anonymous-posts/index.js';
import { EVENT_STARTS_IN, type CommunityEventEvent } from '../../community-events/index.js';
import { INQUIRY_REPLY_DUE, type InquiryProcessed, type InquiryReceived } from '../../companion/index.js';
import type { ForumPostEvent } from '../../forum/index.js';
import type { GrowthCycleEvent } from '../../growth-cycles/index.js';
import { FAIR_PLAY_MESSAGES, type PointsEarned, type PointsWithheld } from '../../points/index.js';
import { linkKey, type CompanyMemberRegistered, type CompanyMemberUpdated } from '../../organization/index.js';
import { NEXT_SESSION_TOMORROW, type OneOnOneEntryCreated, type OneOnOneEntryDeleted, type OneOnOneSessionRecorded } from '../../one-on-one/index.js';
import type { AgendaTopicAdded } from '../../one-on-one-agendas/index.js';
import type { UserProfileUpdated, UserRegistered, UserRoleChanged } from '../../users/index.js';
import type { DomainEvent } from '../../../platform/event-store/event.js';
import type { ProjectionEventParked } from '../../../platform/projections/admin/projection-admin.events.js';
import type { DueMomentReached } from '../../../platform/schedule/due-moment.js';

/**
 * What one domain event means for notifications, as pure functions (decision 0081): the facts the
 * projection keeps to find recipients later (who owns a post, a cycle's supporters, an event's
 * registrants, names for @mentions) and the notifications it raises. The projection loads the
 * facts an event needs (`factsNeeded`), calls `notificationsFor` and writes what it answers.
 */
export type NotifiedEvent =
  | GrowthCycleEvent
  | PointsEarned
  | PointsWithheld
  | ForumPostEvent
  | AnonymousPostEvent
  | CommunityEventEvent
  | CompanyMemberRegistered
  | CompanyMemberUpdated
  | OneOnOneEntryCreated
  | OneOnOneSessionRecorded
  | OneOnOneEntryDeleted
  | AgendaTopicAdded
  | InquiryReceived
  | InquiryProcessed
  | DueMomentReached
  | ProjectionEventParked
  | UserRegistered
  | UserProfileUpdated
  | UserRoleChanged;

/** Who is told: a user, or (心の叫び) whoever the post's owner proof names, never stored as a user (decision 0082). */
export type Recipient = { readonly userId: string } | { readonly ownerProof: string };

export interface NotificationDraft {
  readonly kind: NotificationKind;
  readonly recipient: Recipient;
  /** The person who did it (shown by name at read time), null when nobody is named. */
  readonly actorId: string | null;
  /** What happened, in Japanese, without the actor's name. */
  readonly title: string;
  /** The words that came with it (a praise's message, a reply's first line), or null. */
  readonly body: string | null;
  /** The client path of the object. */
  readonly link: string;
  /** The object it is about; batched kinds keep one row per (subject, recipient). */
  readonly subjectId: string;
}

export interface Subject {
  readonly ownerId: string | null;
  readonly ownerProof: string | null;
  readonly title: string | null;
  /** Its current time, where a due moment is checked against it: an event's start, the next 1on1's date. */
  readonly at?: string | null;
  /** Cancelled, processed or deleted: its due moments tell nobody. */
  readonly closed?: boolean;
  /** A company member's address as `emailLinkHash` gives it: the user under `user-email:<hash>` is theirs. */
  readonly linkKey?: string | null;
}

/** `member`: the company member of a 1on1 entry (a member id, resolved to its user at read time); `staff`: the admins. */
export type AudienceRole = 'supporter' | 'registrant' | 'reporter' | 'member' | 'staff';

/** The facts an event's notifications depend on, as the projection holds them before the event. */
export interface Facts {
  readonly subject: Subject | null;
  readonly audience: readonly string[];
  readonly names: readonly { readonly userId: string; readonly displayName: string }[];
  /** The users linked to the subject's company members (a 1on1's member: same address link key), when `memberUsers` was asked. */
  readonly memberUsers?: readonly string[];
}

export type FactChange =
  | { readonly setSubject: string; readonly subject: Subject }
  | { readonly addAudience: string; readonly role: AudienceRole; readonly userIds: readonly string[] }
  | { readonly removeAudience: string; readonly role: AudienceRole; readonly userId: string }
  | { readonly setName: string; readonly displayName: string };

export interface Mapped {
  readonly changes: readonly FactChange[];
  readonly notifications: readonly NotificationDraft[];
}

export interface FactsQuery {
  readonly subjectId?: string;
  readonly audience?: { readonly subjectId: string; readonly role: AudienceRole };
  readonly names?: true;
  /** The subject whose `member` audience to resolve to users (the link by e-mail, DESIGN). */
  readonly memberUsers?: string;
}

/** Kinds kept as one row per (subject, recipient), counted up by each new event. */
export const BATCHED_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>(['forum_likes', 'anonymous_supports']);

export const subjects = {
  cycle: (id: string) => `growth-cycle:${id}`,
  forumPost: (id: string) => `forum-post:${id}`,
  forumReply: (id: string) => `forum-reply:${id}`,
  anonymousPost: (id: string) => `anonymous-post:${id}`,
  event: (id: string) => `community-event:${id}`,
  oneOnOne: (entryId: string) => `one-on-one-entry:${entryId}`,
  inquiry: (inquiryId: string) => `inquiry:${inquiryId}`,
  companyMember: (memberId: string) => `company-member:${memberId}`,
  userEmail: (hash: string) => `user-email:${hash}`,
  projection: (name: string) => `projection:${name}`,
  /** The admins: who handles inquiries in the app and hears of parked events. */
  staff: 'staff:admins',
} as const;

const links = {
  cycles: '/community/pffr',
  points: '/community/pffr',
  forumPost: (postId: string) => `/community/forum/${postId}`,
  anonymousPost: (postId: string) => `/community/anonymous?post=${postId}`,
  event: (eventId: string) => `/community/events/${eventId}`,
  oneOnOne: '/community/1on1',
  myAgendas: '/community/1on1/agenda',
  inquiries: '/community/admin/inquiries',
  projections: '/community/admin/projections',
} as const;

/**
 * An address's link key (the organisation's rule, `linkKey`), hashed: the projection keeps which
 * member and which user share it without keeping an address (decision 0091).
 */
function emailLinkHash(email: string): string {
  return createHash('sha256').update(linkKey(email)).digest('hex');
}

/** `2026-12-08` → `12月8日`. */
function monthDay(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${month}月${day}日`;
}

const EXCERPT = 120;
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
}

const NOTHING: Mapped = { changes: [], notifications: [] };
const quoted = (title: string | null) => (title ? `「${title}」` : '');

/** The facts `notificationsFor(event, …)` needs loaded. */
export function factsNeeded(event: NotifiedEvent): FactsQuery {
  const d = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'FeedForwardThanked':
      return {};
    case 'GrowthCycleCompleted':
      return { subjectId: subjects.cycle(d.cycleId as string), audience: { subjectId: subjects.cycle(d.cycleId as string), role: 'supporter' } };
    case 'FeedbackGiven':
    case 'FeedForwardGiven':
      return { subjectId: subjects.cycle(d.cycleId as string) };
    case 'ForumReplyAdded':
      return { subjectId: subjects.forumPost(d.postId as string), names: true };
    case 'ForumPostCreated':
      return { names: true };
    case 'ForumPostLiked':
    case 'ForumPostRestored':
      return { subjectId: subjects.forumPost(d.postId as string) };
    case 'ForumPostHidden': {
      const subjectId = d.replyId ? subjects.forumReply(d.replyId as string) : subjects.forumPost(d.postId as string);
      return { subjectId, audience: { subjectId, role: 'reporter' } };
    }
    case 'ForumReplyLiked':
      return { subjectId: subjects.forumReply(d.replyId as string) };
    case 'AnonymousReplyAdded':
    case 'AnonymousPostSupported':
    case 'AnonymousPostRestored':
      return { subjectId: subjects.anonymousPost(d.postId as string) };
    case 'AnonymousPostHidden':
      return { subjectId: subjects.anonymousPost(d.postId as string), audience: { subjectId: subjects.anonymousPost(d.postId as string), role: 'reporter' } };
    case 'EventRegistrationConfirmed':
    case 'EventRegistrationPromoted':
    case 'EventRegistrationDeclined':
      return { subjectId: subjects.event(d.eventId as string) };
    case 'AgendaTopicAdded':
    case 'OneOnOneEntryDeleted':
      return { subjectId: subjects.oneOnOne(d.entryId as string) };
    case 'OneOnOneSessionRecorded':
      return { subjectId: subjects.oneOnOne(d.entryId as string), memberUsers: subjects.oneOnOne(d.entryId as string) };
    case 'InquiryProcessed':
      return { subjectId: subjects.inquiry(d.inquiryId as string) };
    case 'ProjectionEventParked':
      return { audience: { subjectId: subjects.staff, role: 'staff' } };
    case 'DueMomentReached':
      return dueMomentFacts(event.data);
    case 'CommunityEventUpdated':
    case 'CommunityEventStatusChanged':
    case 'EventRecordingAttached':
      return { subjectId: subjects.event(d.eventId as string), audience: { subjectId: subjects.event(d.eventId as string), role: 'registrant' } };
    default:
      return {};
  }
}

/**
 * How late a due moment may be recorded and still be told: a reminder recorded this long after it
 * was due would say something no longer true (「明日」 on the day itself, a start already past). It
 * happens when the moment was scheduled from a history dated in the past (the demo data's 1on1
 * sessions, recorded at the first start with their own dates) or after a long outage.
 */
export const STALE_MOMENT_MS = 12 * 3_600_000;

/**
 * The notifications and fact changes of one event, given the facts `factsNeeded` named; `by` is
 * the user who did it (the event's `metadata.userId`), where a kind leaves them out; `recordedAt`
 * is when it was recorded (its `metadata.occurredAt`), which a due moment is checked against.
 */
export function notificationsFor(event: NotifiedEvent, facts: Facts, by: string | null = null, recordedAt: string | null = null): Mapped {
  switch (event.type) {
    // Growth cycles
    case 'GrowthCycleStarted': {
      const d = event.data;
      const supporters = d.supporterUserIds.filter((id) => id !== d.userId);
      return {
        changes: [
          { setSubject: subjects.cycle(d.cycleId), subject: { ownerId: d.userId, ownerProof: null, title: d.title } },
          { addAudience: subjects.cycle(d.cycleId), role: 'supporter', userIds: supporters },
        ],
        notifications: supporters.map((userId) => ({
          kind: 'supporter_named',
          recipient: { userId },
          actorId: d.userId,
          title: `成長サイクル「${d.title}」のサポーターに指名されました`,
          body: d.targetBehaviors ? excerpt(d.targetBehaviors) : null,
          link: links.cycles,
          subjectId: subjects.cycle(d.cycleId),
        })),
      };
    }
    case 'FeedbackGiven':
    case 'FeedForwardGiven': {
      const d = event.data;
      if (d.toUserId === d.fromUserId) return NOTHING;
      const praise = event.type === 'FeedbackGiven';
      const message = event.type === 'FeedbackGiven' ? event.data.message : event.data.transformedMessage;
      return {
        changes: [],
        notifications: [
          {
            kind: praise ? 'feedback_received' : 'feed_forward_received',
            recipient: { userId: d.toUserId },
            actorId: d.fromUserId,
            title: praise ? `成長サイクル${quoted(facts.subject?.title ?? null)}に称賛が届きました` : `成長サイクル${quoted(facts.subject?.title ?? null)}に応援が届きました`,
            body: excerpt(message),
            link: links.cycles,
            subjectId: subjects.cycle(d.cycleId),
          },
        ],
      };
    }
    case 'FeedForwardThanked': {
      const d = event.data;
      if (d.fromUserId === d.byUserId) return NOTHING;
      return {
        changes: [],
        notifications: [
          { kind: 'feed_forward_thanked', recipient: { userId: d.fromUserId }, actorId: d.byUserId, title: 'あなたの応援にお礼が届きました', body: null, link: links.cycles, subjectId: subjects.cycle(d.cycleId) },
        ],
      };
    }
    case 'GrowthCycleCompleted': {
      const d = event.data;
      return {
        changes: [],
        notifications: facts.audience
          .filter((userId) => userId !== d.userId)
          .map((userId) => ({
            kind: 'supported_cycle_completed',
            recipient: { userId },
            actorId: d.userId,
            title: `サポートしている成長サイクル${quoted(facts.subject?.title ?? null)}が完了しました`,
            body: null,
            link: links.cycles,
            subjectId: subjects.cycle(d.cycleId),
          })),
      };
    }
    case 'BuddyLeveledUp':
      return NOTHING;

    // Points
    case 'PointsEarned': {
      const d = event.data;
      const why = { feedback: '称賛を送った', feed_forward: '応援を送った', goal_completion: '成長サイクルを完了した' }[d.kind];
      return {
        changes: [],
        notifications: [
          { kind: 'points_earned', recipient: { userId: d.userId }, actorId: null, title: `${why}ことで ${d.points} ポイントを獲得しました`, body: null, link: links.points, subjectId: `points:${d.causeEventId}` },
        ],
      };
    }
    case 'PointsWithheld': {
      const d = event.data;
      return {
        changes: [],
        notifications: [
          { kind: 'points_withheld', recipient: { userId: d.userId }, actorId: null, title: '今回はポイントが付与されませんでした', body: FAIR_PLAY_MESSAGES[d.reason], link: links.points, subjectId: `points:${d.causeEventId}` },
        ],
      };
    }

    // Forum
    case 'ForumPostCreated': {
      const d = event.data;
      return {
        changes: [{ setSubject: subjects.forumPost(d.postId), subject: { ownerId: d.authorId, ownerProof: null, title: d.title } }],
        notifications: mentions(`${d.title}\n${d.content}`, facts, d.authorId).map((userId) => ({
          kind: 'forum_mention',
          recipient: { userId },
          actorId: d.authorId,
          title: `フォーラムの投稿「${d.title}」であなたの名前が呼ばれました`,
          body: excerpt(d.content),
          link: links.forumPost(d.postId),
          subjectId: subjects.forumPost(d.postId),
        })),
      };
    }
    case 'ForumReplyAdded': {
      const d = event.data;
      const post = facts.subject;
      const owner = post?.ownerId ?? null;
      const replyTo: NotificationDraft[] =
        owner && owner !== d.authorId
          ? [{ kind: 'forum_reply', recipient: { userId: owner }, actorId: d.authorId, title: `あなたの投稿${quoted(post?.title ?? null)}に返信がありました`, body: excerpt(d.content), link: links.forumPost(d.postId), subjectId: subjects.forumPost(d.postId) }]
          : [];
      const mentioned = mentions(d.content, facts, d.authorId)
        .filter((userId) => userId !== owner)
        .map(
          (userId): NotificationDraft => ({
            kind: 'forum_mention',
            recipient: { userId },
            actorId: d.authorId,
            title: `フォーラムの返信${post?.title ? `（「${post.title}」）` : ''}であなたの名前が呼ばれました`,
            body: excerpt(d.content),
            link: links.forumPost(d.postId),
            subjectId: subjects.forumPost(d.postId),
          }),
        );
      return {
        changes: [{ setSubject: subjects.forumReply(d.replyId), subject: { ownerId: d.authorId, ownerProof: null, title: post?.title ?? null } }],
        notifications: [...replyTo, ...mentioned],
      };
    }
    case 'ForumPostLiked':
    case 'ForumReplyLiked': {
      const d = event.data;
      const owner = facts.subject?.ownerId;
      if (!owner || owner === d.userId) return NOTHING;
      const reply = event.type === 'ForumReplyLiked';
      return {
        changes: [],
        notifications: [
          {
            kind: 'forum_likes',
            recipient: { userId: owner },
            actorId: d.userId,
            title: reply ? `あなたの返信${facts.subject?.title ? `（「${facts.subject.title}」）` : ''}に「いいね」がつきました` : `あなたの投稿${quoted(facts.subject?.title ?? null)}に「いいね」がつきました`,
            body: null,
            link: links.forumPost(d.postId),
            subjectId: reply ? subjects.forumReply(event.data.replyId) : subjects.forumPost(d.postId),
          },
        ],
      };
    }
    case 'ForumPostReported': {
      const d = event.data;
      const subjectId = d.replyId ? subjects.forumReply(d.replyId) : subjects.forumPost(d.postId);
      return { changes: [{ addAudience: subjectId, role: 'reporter', userIds: [d.reporterId] }], notifications: [] };
    }
    case 'ForumPostHidden':
    case 'ForumPostRestored': {
      const d = event.data;
      const hidden = event.type === 'ForumPostHidden';
      const what = d.replyId ? '返信' : '投稿';
      const owner = facts.subject?.ownerId;
      const subjectId = d.replyId ? subjects.forumReply(d.replyId) : subjects.forumPost(d.postId);
      const toOwner: NotificationDraft[] = owner
        ? [{ kind: 'forum_post_moderated', recipient: { userId: owner }, actorId: null, title: hidden ? `あなたの${what}${quoted(facts.subject?.title ?? null)}がモデレーターにより非表示になりました` : `あなたの${what}${quoted(facts.subject?.title ?? null)}が再表示されました`, body: d.reason, link: links.forumPost(d.postId), subjectId }]
        : [];
      const toReporters: NotificationDraft[] = hidden
        ? facts.audience
            .filter((userId) => userId !== owner)
            .map((userId) => ({ kind: 'forum_report_outcome', recipient: { userId }, actorId: null, title: `あなたが通報した${what}は非表示になりました`, body: null, link: links.forumPost(d.postId), subjectId }))
        : [];
      return { changes: [], notifications: [...toOwner, ...toReporters] };
    }
    case 'ForumPostViewed':
    case 'ForumPostPinned':
    case 'ForumPostEdited':
    case 'ForumReplyEdited':
    case 'ForumPostDeleted':
    case 'ForumReplyDeleted':
    case 'ForumPostUnliked':
    case 'ForumReplyUnliked':
      return NOTHING;

    // 心の叫び: the owner is a proof, never a user id (decision 0082); nobody is named as actor.
    case 'AnonymousPostCreated': {
      const d = event.data;
      return { changes: [{ setSubject: subjects.anonymousPost(d.postId), subject: { ownerId: null, ownerProof: d.ownerProof, title: null } }], notifications: [] };
    }
    case 'AnonymousReplyAdded':
    case 'AnonymousPostSupported': {
      const d = event.data;
      const proof = facts.subject?.ownerProof;
      if (!proof) return NOTHING;
      const reply = event.type === 'AnonymousReplyAdded';
      return {
        changes: [],
        notifications: [
          {
            kind: reply ? 'anonymous_reply' : 'anonymous_supports',
            recipient: { ownerProof: proof },
            actorId: null,
            title: reply ? 'あなたの心の叫びに返信がありました' : 'あなたの心の叫びに共感が集まっています',
            body: reply ? excerpt(event.data.content) : null,
            link: links.anonymousPost(d.postId),
            subjectId: subjects.anonymousPost(d.postId),
          },
        ],
      };
    }
    case 'AnonymousPostReported': {
      const d = event.data;
      return { changes: [{ addAudience: subjects.anonymousPost(d.postId), role: 'reporter', userIds: [d.reporterId] }], notifications: [] };
    }
    case 'AnonymousPostHidden':
    case 'AnonymousPostRestored': {
      const d = event.data;
      const hidden = event.type === 'AnonymousPostHidden';
      const proof = facts.subject?.ownerProof;
      const subjectId = subjects.anonymousPost(d.postId);
      const toOwner: NotificationDraft[] = proof
        ? [{ kind: 'anonymous_post_moderated', recipient: { ownerProof: proof }, actorId: null, title: hidden ? 'あなたの心の叫びがモデレーターにより非表示になりました' : 'あなたの心の叫びが再表示されました', body: d.reason, link: links.anonymousPost(d.postId), subjectId }]
        : [];
      const toReporters: NotificationDraft[] = hidden
        ? facts.audience.map((userId) => ({ kind: 'anonymous_report_outcome', recipient: { userId }, actorId: null, title: 'あなたが通報した心の叫びは非表示になりました', body: null, link: links.anonymousPost(d.postId), subjectId }))
        : [];
      return { changes: [], notifications: [...toOwner, ...toReporters] };
    }
    case 'AnonymousPostDeleted':
      return NOTHING;

    // Community events
    case 'CommunityEventScheduled': {
      const d = event.data;
      return { changes: [{ setSubject: subjects.event(d.eventId), subject: { ownerId: d.hostId, ownerProof: null, title: d.title, at: d.startTime } }], notifications: [] };
    }
    case 'EventRegistrationConfirmed':
    case 'EventRegistrationPromoted':
    case 'EventRegistrationDeclined': {
      const d = event.data;
      const title = quoted(facts.subject?.title ?? null) || 'イベント';
      const texts: Record<typeof event.type, { kind: NotificationKind; title: string }> = {
        EventRegistrationConfirmed: { kind: 'event_registration', title: `${title}への参加が確定しました` },
        EventRegistrationPromoted: { kind: 'event_seat_opened', title: `${title}のキャンセル待ちから参加が確定しました` },
        EventRegistrationDeclined: { kind: 'event_registration', title: `${title}への参加申し込みはお受けできませんでした` },
      };
      const text = texts[event.type];
      const registered: FactChange[] =
        event.type === 'EventRegistrationDeclined' ? [] : [{ addAudience: subjects.event(d.eventId), role: 'registrant', userIds: [d.userId] }];
      return {
        changes: registered,
        notifications: [{ kind: text.kind, recipient: { userId: d.userId }, actorId: null, title: text.title, body: null, link: links.event(d.eventId), subjectId: subjects.event(d.eventId) }],
      };
    }
    case 'EventRegistrationCancelled':
      return { changes: [{ removeAudience: subjects.event(event.data.eventId), role: 'registrant', userId: event.data.userId }], notifications: [] };
    case 'CommunityEventUpdated':
    case 'CommunityEventStatusChanged': {
      const d = event.data;
      // The subject follows the event: its title and start (what a due moment is checked against), closed once over.
      const changes: FactChange[] = !facts.subject
        ? []
        : event.type === 'CommunityEventUpdated'
          ? [{ setSubject: subjects.event(d.eventId), subject: { ...facts.subject, title: event.data.changes.title ?? facts.subject.title, at: event.data.changes.startTime ?? facts.subject.at ?? null } }]
          : [{ setSubject: subjects.event(d.eventId), subject: { ...facts.subject, closed: event.data.to === 'cancelled' || event.data.to === 'completed' } }];
      if (event.type === 'CommunityEventStatusChanged' && event.data.to !== 'cancelled') return { changes, notifications: [] };
      const cancelled = event.type === 'CommunityEventStatusChanged';
      const title = event.type === 'CommunityEventUpdated' && event.data.changes.title ? event.data.changes.title : (facts.subject?.title ?? null);
      return {
        changes,
        notifications: facts.audience.map((userId) => ({
          kind: 'event_changed',
          recipient: { userId },
          actorId: null,
          title: cancelled ? `参加予定のイベント${quoted(title)}は中止になりました` : `参加予定のイベント${quoted(title)}の内容が変更されました`,
          body: event.type === 'CommunityEventUpdated' ? changedFields(event.data.fields) : null,
          link: links.event(d.eventId),
          subjectId: subjects.event(d.eventId),
        })),
      };
    }
    // The first uploaded recording: each seat holder (the registrant audience) may now watch it; not its
    // uploader. A replaced one tells nobody again (they were told it is there).
    case 'EventRecordingAttached': {
      const d = event.data;
      const title = quoted(facts.subject?.title ?? null) || 'イベント';
      return {
        changes: [],
        notifications: facts.audience
          .filter((userId) => userId !== by)
          .map((userId) => ({
            kind: 'event_recording',
            recipient: { userId },
            actorId: by,
            title: `${title}の録画が見られるようになりました`,
            body: `録画の長さ：${roundedDuration(d.recording.seconds)}`,
            link: links.event(d.eventId),
            subjectId: subjects.event(d.eventId),
          })),
      };
    }
    case 'CommunityEventRecordingPublished':
    case 'EventRegistrationRequested':
    case 'EventRegistrationWaitlisted':
    case 'EventAttendanceRecorded':
    case 'EventFeedbackGiven':
    case 'EventMaterialAttached':
    case 'EventMaterialRemoved':
    case 'EventRecordingReplaced':
    case 'EventRecordingRemoved':
      return NOTHING;

    // 1on1: the entry's manager (a user) hears of a topic the member put on the agenda.
    case 'OneOnOneEntryCreated': {
      const d = event.data;
      return {
        changes: [
          { setSubject: subjects.oneOnOne(d.entryId), subject: { ownerId: d.managerId, ownerProof: null, title: null } },
          { addAudience: subjects.oneOnOne(d.entryId), role: 'member', userIds: [d.employeeId] },
        ],
        notifications: [],
      };
    }
    case 'OneOnOneSessionRecorded': {
      // The member's user hears of it, and the manager when someone else recorded it; never the recorder.
      const d = event.data;
      const manager = facts.subject?.ownerId ?? null;
      const toManager = manager && by && by !== manager ? [{ userId: manager, link: links.oneOnOne }] : [];
      const toMember = (facts.memberUsers ?? []).filter((userId) => userId !== by && userId !== manager).map((userId) => ({ userId, link: links.myAgendas }));
      return {
        // No next date: a moment of an earlier one is moved from (`none` matches no date).
        changes: facts.subject ? [{ setSubject: subjects.oneOnOne(d.entryId), subject: { ...facts.subject, at: d.nextSessionDate ?? 'none' } }] : [],
        notifications: [...toManager, ...toMember].map((to) => ({
          kind: 'one_on_one_recorded',
          recipient: { userId: to.userId },
          actorId: by,
          title: `${monthDay(d.sessionDate)}の1on1の記録が登録されました`,
          body: d.nextSessionDate ? `次回の予定：${monthDay(d.nextSessionDate)}` : null,
          link: to.link,
          subjectId: subjects.oneOnOne(d.entryId),
        })),
      };
    }
    case 'OneOnOneEntryDeleted':
      return { changes: facts.subject ? [{ setSubject: subjects.oneOnOne(event.data.entryId), subject: { ...facts.subject, closed: true } }] : [], notifications: [] };
    case 'AgendaTopicAdded': {
      const d = event.data;
      const manager = facts.subject?.ownerId;
      if (d.addedBy !== 'member' || !manager) return NOTHING;
      return {
        changes: [],
        notifications: [
          {
            kind: 'one_on_one_topic_added',
            recipient: { userId: manager },
            actorId: null,
            // No name is kept: the member's name is personal data (decision 0044); the link shows who.
            title: `メンバーが次の1on1の話題「${d.title}」を追加しました`,
            body: d.notes ? excerpt(d.notes) : null,
            link: links.oneOnOne,
            subjectId: subjects.oneOnOne(d.entryId),
          },
        ],
      };
    }

    // Feedback requests: the asked colleague hears of the request, and once more if it is still open
    // three business days later; an answer or a withdrawal closes it without a word.
    case 'FeedbackRequested':
    case 'FeedbackRequestReminded': {
      const d = event.data;
      const what = d.kind === 'feedback' ? '称賛（フィードバック）' : '応援（フィードフォワード）';
      const reminder = event.type === 'FeedbackRequestReminded';
      return {
        changes: [],
        notifications: [
          {
            kind: reminder ? 'feedback_request_reminder' : 'feedback_requested',
            recipient: { userId: d.askedUserId },
            actorId: d.ownerUserId,
            title: reminder ? `依頼された${what}がまだ送られていません` : `成長サイクルへの${what}を依頼されました`,
            body: reminder ? '依頼から3営業日が経ちました。ひとことでも届けると、相手の次の一歩になります。' : null,
            link: links.cycles,
            subjectId: subjects.cycle(d.cycleId),
          },
        ],
      };
    }
    case 'FeedbackRequestAnswered':
    case 'FeedbackRequestWithdrawn':
      return NOTHING;

    // Company members: their address's link key, so a 1on1's member is told as their user.
    case 'CompanyMemberRegistered':
    case 'CompanyMemberUpdated': {
      const d = event.data;
      return { changes: [{ setSubject: subjects.companyMember(d.memberId), subject: { ownerId: null, ownerProof: null, title: null, linkKey: d.email ? emailLinkHash(d.email) : null } }], notifications: [] };
    }

    // Companion inquiries: open until processed (the staff's warning is a due moment).
    case 'InquiryReceived':
      return { changes: [{ setSubject: subjects.inquiry(event.data.inquiryId), subject: { ownerId: null, ownerProof: null, title: null } }], notifications: [] };
    case 'InquiryProcessed':
      return { changes: [{ setSubject: subjects.inquiry(event.data.inquiryId), subject: { ownerId: null, ownerProof: null, title: null, closed: true } }], notifications: [] };

    case 'DueMomentReached': {
      const stale = recordedAt !== null && Date.parse(recordedAt) - Date.parse(event.data.dueAt) >= STALE_MOMENT_MS;
      return { changes: [], notifications: stale ? [] : dueMomentNotifications(event.data, facts, recordedAt) };
    }

    // The runtime parked an event a projection or reactor failed on: every admin hears of it once.
    case 'ProjectionEventParked': {
      const d = event.data;
      const what = d.consumer === 'projection' ? 'プロジェクション' : 'リアクター';
      return {
        changes: [],
        notifications: facts.audience.map((userId) => ({
          kind: 'projection_parked',
          recipient: { userId },
          actorId: null,
          title: `${what}「${d.name}」が処理できないイベントを保留しました`,
          body: excerpt(`${d.type}（位置 ${d.position}）：${d.error}`),
          link: links.projections,
          subjectId: subjects.projection(d.name),
        })),
      };
    }

    // Names for @mentions; the admins (staff) for inquiries and parked events.
    case 'UserRegistered':
    case 'UserProfileUpdated': {
      const d = event.data;
      const registered: FactChange[] =
        event.type === 'UserRegistered'
          ? [
              { setSubject: subjects.userEmail(emailLinkHash(event.data.email)), subject: { ownerId: d.userId, ownerProof: null, title: null } },
              ...(event.data.userType === 'admin' ? [{ addAudience: subjects.staff, role: 'staff' as const, userIds: [d.userId] }] : []),
            ]
          : [];
      return { changes: [{ setName: d.userId, displayName: `${d.lastName} ${d.firstName}`.trim() }, ...registered], notifications: [] };
    }
    case 'UserRoleChanged': {
      const d = event.data;
      return {
        changes: [d.userType === 'admin' ? { addAudience: subjects.staff, role: 'staff', userIds: [d.userId] } : { removeAudience: subjects.staff, role: 'staff', userId: d.userId }],
        notifications: [],
      };
    }
    default:
      return assertNever(event);
  }
}

/** The facts a due moment's kind needs: its object (checked for a move or a close) and who hears of it. */
function dueMomentFacts(moment: DueMomentReached['data']): FactsQuery {
  const id = (field: string) => String(moment.subject[field]);
  switch (moment.kind) {
    case EVENT_STARTS_IN.day:
    case EVENT_STARTS_IN.hour:
      return { subjectId: subjects.event(id('eventId')), audience: { subjectId: subjects.event(id('eventId')), role: 'registrant' } };
    case NEXT_SESSION_TOMORROW:
      return { subjectId: subjects.oneOnOne(id('entryId')), memberUsers: subjects.oneOnOne(id('entryId')) };
    case INQUIRY_REPLY_DUE:
      return { subjectId: subjects.inquiry(id('inquiryId')), audience: { subjectId: subjects.staff, role: 'staff' } };
    default:
      return {};
  }
}

/**
 * What a due moment tells whom (decision 0084 records them; each is one event, so each recipient
 * hears of it once). A moment whose object has closed (a cancelled event, a deleted entry, a
 * processed inquiry), or whose time is no longer the object's (an event moved after its job was
 * claimed), tells nobody: the moved object's own moment comes at its new time.
 */
function dueMomentNotifications(moment: DueMomentReached['data'], facts: Facts, recordedAt: string | null): NotificationDraft[] {
  const subject = facts.subject;
  if (subject?.closed) return [];
  const movedFrom = (time: unknown) => subject?.at != null && subject.at !== time;
  switch (moment.kind) {
    case EVENT_STARTS_IN.day:
    case EVENT_STARTS_IN.hour: {
      const { eventId, startTime } = moment.subject as { eventId: string; startTime: string };
      if (movedFrom(startTime)) return [];
      // 「あと1時間」 recorded once the event has begun (a late run within the stale bound) is no longer true.
      if (recordedAt !== null && Date.parse(recordedAt) >= Date.parse(startTime)) return [];
      const left = moment.kind === EVENT_STARTS_IN.day ? 'あと1日' : 'あと1時間';
      return facts.audience.map((userId) => ({
        kind: 'event_starts_soon',
        recipient: { userId },
        actorId: null,
        title: `参加予定のイベント${quoted(subject?.title ?? null)}の開始まで${left}です`,
        body: null,
        link: links.event(eventId),
        subjectId: subjects.event(eventId),
      }));
    }
    case NEXT_SESSION_TOMORROW: {
      const { entryId, sessionDate } = moment.subject as { entryId: string; sessionDate: string };
      if (movedFrom(sessionDate)) return [];
      const manager = subject?.ownerId ? [{ userId: subject.ownerId, link: links.oneOnOne, body: 'メンバーが追加した話題を見て、準備しておきましょう。' }] : [];
      const members = (facts.memberUsers ?? [])
        .filter((userId) => userId !== subject?.ownerId)
        .map((userId) => ({ userId, link: links.myAgendas, body: '話したいことがあれば、アジェンダに話題を追加しておけます。' }));
      return [...manager, ...members].map((to) => ({
        kind: 'one_on_one_tomorrow',
        recipient: { userId: to.userId },
        actorId: null,
        title: `明日（${monthDay(sessionDate)}）は1on1の予定です`,
        body: to.body,
        link: to.link,
        subjectId: subjects.oneOnOne(entryId),
      }));
    }
    case INQUIRY_REPLY_DUE: {
      const { inquiryId, replyDueBy } = moment.subject as { inquiryId: string; replyDueBy: string };
      return facts.audience.map((userId) => ({
        kind: 'inquiry_reply_due',
        recipient: { userId },
        actorId: null,
        title: `返信期限が今日（${monthDay(replyDueBy)}）のお問い合わせがまだ対応済みになっていません`,
        body: 'サイトでは3営業日以内の返信をお約束しています。返信したら「対応済みにする」を押してください。',
        link: links.inquiries,
        subjectId: subjects.inquiry(inquiryId),
      }));
    }
    default:
      return [];
  }
}

function assertNever(event: never): never {
  throw new Error(`notifications: unmapped event ${(event as DomainEvent).type}`);
}

const FIELD_LABELS: Record<string, string> = {
  title: 'タイトル',
  description: '説明',
  platform: '開催方法',
  meetingUrl: '参加URL',
  startTime: '開始日時',
  endTime: '終了日時',
  maxParticipants: '定員',
};

function changedFields(fields: readonly string[]): string {
  return `変更された項目：${fields.map((f) => FIELD_LABELS[f] ?? f).join('、')}`;
}

/**
 * The users an `@name` in the text names: `@姓 名` or `@姓名` (a space or none between family and
 * given name, as shown), longest names first so `@山田 太郎` is not also `@山田`. The author is
 * never mentioned by their own text.
 */
export function mentions(text: string, facts: Pick<Facts, 'names'>, authorId: string): string[] {
  if (!text.includes('@') && !text.includes('＠')) return [];
  const normalised = text.replace(/＠/g, '@');
  const found = new Set<string>();
  for (const { userId, displayName } of facts.names) {
    if (userId === authorId || !displayName) continue;
    const spaced = `@${displayName}`;
    const joined = `@${displayName.replace(/\s+/g, '')}`;
    if (normalised.includes(spaced) || normalised.includes(joined)) found.add(userId);
  }
  return [...found];
}
