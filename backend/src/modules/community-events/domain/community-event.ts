import { COMMUNITY_EVENT_LIMITS as RULES } from '@pivot/rules';
import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import {
  EDITABLE_EVENT_FIELDS,
  EVENT_PLATFORMS,
  EVENT_TYPES,
  type CommunityEventEvent,
  type CommunityEventScheduled,
  type EventPlatform,
  type CommunityEventStatus,
  type EditableEventDetails,
  type EditableEventField,
  type EventMaterial,
  type EventSession,
} from '../events/community-event.events.js';
import type { CommunityEventCommand, EventMaterialInput, EventSessionInput } from './community-event.commands.js';
import {
  EventMaterialNotFoundError,
  EventSessionNotFoundError,
  MaterialsNotAllowedError,
  EventRecordingNotFoundError,
  RecordingUploadNotOpenError,
  AlreadyRegisteredError,
  CapacityBelowSeatsTakenError,
  EventNotEditableError,
  AttendanceBeforeStartError,
  AttendanceNotOpenError,
  CancellationClosedError,
  CommunityEventAlreadyExistsError,
  CommunityEventNotFoundError,
  FeedbackAlreadyGivenError,
  FeedbackNotAllowedError,
  FeedbackNotOpenError,
  HostCannotRegisterError,
  InvalidCommunityEventError,
  InvalidFeedbackError,
  InvalidRecordingError,
  NotAParticipantError,
  NotEventHostError,
  OtherHostForbiddenError,
  RecordingNotAllowedError,
  RegistrationClosedError,
  RegistrationDeclinedError,
  RegistrationNotFoundError,
  RegistrationNotPendingError,
  StatusChangeNotAllowedError,
} from './community-event.errors.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

/** One stream per event: its details, status, registrations, attendance and feedback. */
export const communityEventStream = streamCategory('community-event');

/** Spec part 2 §9; the limits the client's forms share come from `@pivot/rules`. */
export const EVENT_LIMITS = {
  minParticipants: RULES.participants.min,
  maxParticipants: RULES.participants.max,
  defaultParticipants: RULES.participants.default,
  defaultDurationMinutes: 60,
  timezone: 'Asia/Tokyo',
  titleMax: RULES.title.max,
  descriptionMax: RULES.description.max,
  tagsMax: RULES.tags.max,
  tagMax: RULES.tag.max,
  materialsMax: RULES.materials.max,
  sessionsMax: RULES.sessions.max,
  textMax: RULES.feedback.max,
  urlMax: RULES.meetingUrl.max,
} as const;

/**
 * Which status changes are allowed (the spec leaves it open; docs/modules/community-events.md).
 * Only the host or a team admin changes the status. Completed and cancelled are final.
 */
export const ALLOWED_STATUS_CHANGES: Readonly<Record<CommunityEventStatus, readonly CommunityEventStatus[]>> = {
  scheduled: ['live', 'completed', 'cancelled'],
  live: ['completed'],
  completed: [],
  cancelled: [],
};

export const STATUS_LABELS: Readonly<Record<CommunityEventStatus, string>> = {
  scheduled: '予定',
  live: '開催中',
  completed: '終了',
  cancelled: '中止',
};

/**
 * A registration's status: `pending` waits for the host's approval, `registered` holds a seat,
 * `waitlisted` waits for one, `attended` held a seat and came; `declined` and `cancelled` hold nothing.
 */
export type RegistrationStatus = 'pending' | 'registered' | 'waitlisted' | 'attended' | 'declined' | 'cancelled';

/** Statuses that hold a seat. */
export const SEAT_HOLDING: readonly RegistrationStatus[] = ['registered', 'attended'];
/** Statuses of a registration that is still in play (a new registration is refused). */
const ACTIVE: readonly RegistrationStatus[] = ['pending', 'registered', 'waitlisted', 'attended'];

export type CommunityEventState =
  | { status: 'empty' }
  | {
      status: 'exists';
      eventId: string;
      hostId: string;
      eventStatus: CommunityEventStatus;
      maxParticipants: number;
      requiresApproval: boolean;
      registrations: Readonly<Record<string, RegistrationStatus>>;
      /** User ids waiting for a seat, first in line first. */
      waitlist: readonly string[];
      seatsTaken: number;
      feedbackFrom: readonly string[];
      /** The details an update may change, as they are now. */
      details: EditableEventDetails;
      /** The earliest session start and latest session end: the event's times must keep them inside. */
      sessionSpan: { start: string; end: string } | null;
      /** The sessions' ids: a material may name one. */
      sessionIds: readonly string[];
      /** The attached materials' ids. */
      materialIds: readonly string[];
      /** The uploaded recording's file id, if there is one (decision 0108). */
      recordingFileId: string | null;
    };

type Existing = Extract<CommunityEventState, { status: 'exists' }>;

function existing(state: CommunityEventState): Existing {
  if (state.status !== 'exists') throw new CommunityEventNotFoundError();
  return state;
}

function hostOrAdmin(event: Existing, actor: { id: string; isTeamAdmin: boolean }, what?: string): void {
  if (event.hostId !== actor.id && !actor.isTeamAdmin) throw new NotEventHostError(what);
}

const isInstant = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));
const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && value.length <= EVENT_LIMITS.urlMax;
  } catch {
    return false;
  }
};
const text = (value: string | null | undefined) => value?.trim() || null;

function instant(value: string, label: string): string {
  if (typeof value !== 'string' || !isInstant(value)) throw new InvalidCommunityEventError(`${label}は日時で指定してください`);
  return new Date(value).toISOString();
}

function materials(list: EventMaterialInput[] | undefined): EventMaterial[] {
  const items = list ?? [];
  if (items.length > EVENT_LIMITS.materialsMax) throw new InvalidCommunityEventError(`資料は${EVENT_LIMITS.materialsMax}件までです`);
  return items.map((item) => {
    const name = item.name?.trim();
    if (!name) throw new InvalidCommunityEventError('資料名を入力してください');
    if (!isWebUrl(item.url)) throw new InvalidCommunityEventError('資料のURLはhttpまたはhttpsのURLで指定してください');
    return { name, url: item.url, type: item.type?.trim() || 'link' };
  });
}

function sessions(list: EventSessionInput[] | undefined, start: string, end: string): EventSession[] {
  const items = list ?? [];
  if (items.length > EVENT_LIMITS.sessionsMax) throw new InvalidCommunityEventError(`セッションは${EVENT_LIMITS.sessionsMax}件までです`);
  return items.map((item, index) => {
    const title = item.title?.trim();
    if (!title) throw new InvalidCommunityEventError('セッションのタイトルを入力してください');
    const startTime = instant(item.startTime, 'セッションの開始日時');
    const endTime = instant(item.endTime, 'セッションの終了日時');
    if (startTime >= endTime) throw new InvalidCommunityEventError('セッションの終了日時は開始日時より後にしてください');
    if (startTime < start || endTime > end) throw new InvalidCommunityEventError('セッションはイベントの開催時間内に設定してください');
    return {
      id: item.id,
      title,
      description: text(item.description),
      sessionOrder: index + 1,
      startTime,
      endTime,
      speakerId: item.speakerId ?? null,
      materials: materials(item.materials),
    };
  });
}

function tags(list: string[] | undefined): string[] {
  const unique = [...new Set((list ?? []).map((tag) => tag.trim()).filter(Boolean))];
  if (unique.length > EVENT_LIMITS.tagsMax) throw new InvalidCommunityEventError(`タグは${EVENT_LIMITS.tagsMax}個までです`);
  if (unique.some((tag) => tag.length > EVENT_LIMITS.tagMax)) throw new InvalidCommunityEventError(`タグは${EVENT_LIMITS.tagMax}文字以内で入力してください`);
  return unique;
}

/**
 * The editable details, validated the same way at creation and at every update: a title of 1..200,
 * a description up to 5,000, a known platform, instants with the end after the start, a capacity
 * of 1..1000 and an http(s) meeting URL.
 */
function validDetails(data: {
  title?: string;
  description?: string | null;
  platform?: EventPlatform;
  meetingUrl?: string | null;
  startTime: string;
  endTime: string;
  maxParticipants?: number;
}): EditableEventDetails {
  const title = typeof data.title === 'string' ? data.title.trim() : '';
  if (!title) throw new InvalidCommunityEventError('タイトルは必須です');
  if (title.length > EVENT_LIMITS.titleMax) throw new InvalidCommunityEventError(`タイトルは${EVENT_LIMITS.titleMax}文字以内で入力してください`);
  const description = text(data.description);
  if (description && description.length > EVENT_LIMITS.descriptionMax) {
    throw new InvalidCommunityEventError(`説明は${EVENT_LIMITS.descriptionMax}文字以内で入力してください`);
  }
  const platform = data.platform ?? 'zoom';
  if (!EVENT_PLATFORMS.includes(platform)) throw new InvalidCommunityEventError('開催プラットフォームを選択してください');
  const startTime = instant(data.startTime, '開始日時');
  const endTime = instant(data.endTime, '終了日時');
  if (startTime >= endTime) throw new InvalidCommunityEventError('終了日時は開始日時より後にしてください');
  const maxParticipants = data.maxParticipants ?? EVENT_LIMITS.defaultParticipants;
  if (!Number.isInteger(maxParticipants) || maxParticipants < EVENT_LIMITS.minParticipants || maxParticipants > EVENT_LIMITS.maxParticipants) {
    throw new InvalidCommunityEventError('最大参加者数は1から1000の間で指定してください');
  }
  const meetingUrl = text(data.meetingUrl);
  if (meetingUrl && !isWebUrl(meetingUrl)) throw new InvalidCommunityEventError('会議URLはhttpまたはhttpsのURLで指定してください');
  return { title, description, platform, meetingUrl, startTime, endTime, maxParticipants };
}

function scheduled(command: Extract<CommunityEventCommand, { type: 'ScheduleCommunityEvent' }>): CommunityEventScheduled['data'] {
  const { data, actor } = command;
  const details = validDetails(data);
  if (!EVENT_TYPES.includes(data.eventType)) throw new InvalidCommunityEventError('イベント種別を選択してください');
  const hostId = data.hostId ?? actor.id;
  if (hostId !== actor.id && !actor.isTeamAdmin) throw new OtherHostForbiddenError();
  const recordingUrl = text(data.recordingUrl);
  if (recordingUrl && !isWebUrl(recordingUrl)) throw new InvalidRecordingError();
  return {
    eventId: data.eventId,
    title: details.title,
    description: details.description,
    eventType: data.eventType,
    hostId,
    platform: details.platform,
    meetingUrl: details.meetingUrl,
    meetingId: text(data.meetingId),
    passcode: text(data.passcode),
    startTime: details.startTime,
    endTime: details.endTime,
    timezone: EVENT_LIMITS.timezone,
    maxParticipants: details.maxParticipants,
    isRecorded: (data.isRecorded ?? false) || recordingUrl !== null,
    recordingUrl,
    materials: materials(data.materials),
    tags: tags(data.tags),
    isPublic: data.isPublic ?? true,
    requiresApproval: data.requiresApproval ?? false,
    sessions: sessions(data.sessions, details.startTime, details.endTime),
    createdById: actor.id,
  };
}

/** The update's events: what changed, then the waiting list seated by a larger capacity. */
function updated(event: Existing, command: Extract<CommunityEventCommand, { type: 'UpdateCommunityEvent' }>): CommunityEventEvent[] {
  const { data } = command;
  const current = event.details;
  const pick = <K extends EditableEventField>(field: K): EditableEventDetails[K] | undefined =>
    (data[field] === undefined ? current[field] : data[field]) as EditableEventDetails[K] | undefined;
  const next = validDetails({
    title: pick('title'),
    description: pick('description'),
    platform: pick('platform'),
    meetingUrl: pick('meetingUrl'),
    startTime: pick('startTime') as string,
    endTime: pick('endTime') as string,
    maxParticipants: pick('maxParticipants'),
  });
  if (event.sessionSpan && (next.startTime > event.sessionSpan.start || next.endTime < event.sessionSpan.end)) {
    throw new InvalidCommunityEventError('セッションはイベントの開催時間内に設定してください');
  }
  if (next.maxParticipants < event.seatsTaken) throw new CapacityBelowSeatsTakenError(event.seatsTaken);
  const fields = EDITABLE_EVENT_FIELDS.filter((field) => next[field] !== current[field]);
  if (fields.length === 0) return [];
  const changes: Partial<EditableEventDetails> = Object.fromEntries(fields.map((field) => [field, next[field]]));
  const events: CommunityEventEvent[] = [{ type: 'CommunityEventUpdated', data: { eventId: event.eventId, fields, changes } }];
  const freed = Math.max(0, next.maxParticipants - event.seatsTaken);
  for (const userId of event.waitlist.slice(0, freed)) events.push({ type: 'EventRegistrationPromoted', data: { eventId: event.eventId, userId } });
  return events;
}

const isOpen = (event: Existing) => event.eventStatus === 'scheduled' || event.eventStatus === 'live';
const hasSeatFree = (event: Existing) => event.seatsTaken < event.maxParticipants;

function decide(command: CommunityEventCommand, state: CommunityEventState): CommunityEventEvent[] {
  switch (command.type) {
    case 'ScheduleCommunityEvent': {
      if (state.status !== 'empty') throw new CommunityEventAlreadyExistsError();
      return [{ type: 'CommunityEventScheduled', data: scheduled(command) }];
    }
    case 'ChangeCommunityEventStatus': {
      const event = existing(state);
      hostOrAdmin(event, command.actor, 'ステータスの変更');
      const to = command.data.status;
      if (to === event.eventStatus) return [];
      if (!ALLOWED_STATUS_CHANGES[event.eventStatus].includes(to)) {
        throw new StatusChangeNotAllowedError(STATUS_LABELS[event.eventStatus], STATUS_LABELS[to] ?? String(to));
      }
      return [{ type: 'CommunityEventStatusChanged', data: { eventId: event.eventId, from: event.eventStatus, to } }];
    }
    case 'PublishEventRecording': {
      const event = existing(state);
      hostOrAdmin(event, command.actor, '録画の登録');
      if (event.eventStatus === 'cancelled') throw new RecordingNotAllowedError();
      const recordingUrl = command.data.recordingUrl?.trim();
      if (!recordingUrl || !isWebUrl(recordingUrl)) throw new InvalidRecordingError();
      return [{ type: 'CommunityEventRecordingPublished', data: { eventId: event.eventId, recordingUrl } }];
    }
    case 'UpdateCommunityEvent': {
      const event = existing(state);
      hostOrAdmin(event, command.actor, 'イベントの編集');
      if (!isOpen(event)) throw new EventNotEditableError();
      return updated(event, command);
    }
    case 'AttachEventMaterial': {
      const event = existing(state);
      hostOrAdmin(event, command.actor, '資料の追加');
      if (event.eventStatus === 'cancelled') throw new MaterialsNotAllowedError();
      const { sessionId } = command.data;
      if (sessionId !== null && !event.sessionIds.includes(sessionId)) throw new EventSessionNotFoundError();
      return [{ type: 'EventMaterialAttached', data: { ...command.data, eventId: event.eventId, uploadedById: command.actor.id } }];
    }
    case 'RemoveEventMaterial': {
      const event = existing(state);
      hostOrAdmin(event, command.actor, '資料の削除');
      if (!event.materialIds.includes(command.data.materialId)) throw new EventMaterialNotFoundError();
      return [{ type: 'EventMaterialRemoved', data: { eventId: event.eventId, materialId: command.data.materialId } }];
    }
    case 'AttachEventRecording': {
      const event = existing(state);
      hostOrAdmin(event, command.actor, '録画のアップロード');
      // A recording is of what happened: the event is running or over (not planned, not cancelled).
      if (event.eventStatus !== 'live' && event.eventStatus !== 'completed') throw new RecordingUploadNotOpenError();
      const { recording } = command.data;
      if (event.recordingFileId === recording.fileId) return [];
      return [
        event.recordingFileId === null
          ? { type: 'EventRecordingAttached', data: { eventId: event.eventId, recording } }
          : { type: 'EventRecordingReplaced', data: { eventId: event.eventId, recording, previousFileId: event.recordingFileId } },
      ];
    }
    case 'RemoveEventRecording': {
      const event = existing(state);
      hostOrAdmin(event, command.actor, '録画の削除');
      if (event.recordingFileId === null) throw new EventRecordingNotFoundError();
      return [{ type: 'EventRecordingRemoved', data: { eventId: event.eventId, fileId: event.recordingFileId } }];
    }
    case 'RegisterForCommunityEvent': {
      const event = existing(state);
      const userId = command.actor.id;
      if (!isOpen(event)) throw new RegistrationClosedError();
      if (event.hostId === userId) throw new HostCannotRegisterError();
      const current = event.registrations[userId];
      if (current === 'declined') throw new RegistrationDeclinedError();
      if (current && ACTIVE.includes(current)) throw new AlreadyRegisteredError();
      const data = { eventId: event.eventId, userId, notes: text(command.data.notes) };
      if (event.requiresApproval) return [{ type: 'EventRegistrationRequested', data }];
      if (hasSeatFree(event)) return [{ type: 'EventRegistrationConfirmed', data }];
      return [{ type: 'EventRegistrationWaitlisted', data }];
    }
    case 'CancelEventRegistration': {
      const event = existing(state);
      const userId = command.actor.id;
      const current = event.registrations[userId];
      if (!current || !ACTIVE.includes(current)) throw new RegistrationNotFoundError();
      if (!isOpen(event)) throw new CancellationClosedError();
      const events: CommunityEventEvent[] = [{ type: 'EventRegistrationCancelled', data: { eventId: event.eventId, userId } }];
      const next = event.waitlist[0];
      if (SEAT_HOLDING.includes(current) && next !== undefined) {
        events.push({ type: 'EventRegistrationPromoted', data: { eventId: event.eventId, userId: next } });
      }
      return events;
    }
    case 'ApproveEventRegistration': {
      const event = existing(state);
      hostOrAdmin(event, command.actor, '申し込みの承認');
      const { userId } = command.data;
      if (event.registrations[userId] !== 'pending') throw new RegistrationNotPendingError();
      if (!isOpen(event)) throw new RegistrationClosedError();
      const data = { eventId: event.eventId, userId, notes: null };
      return [hasSeatFree(event) ? { type: 'EventRegistrationConfirmed', data } : { type: 'EventRegistrationWaitlisted', data }];
    }
    case 'DeclineEventRegistration': {
      const event = existing(state);
      hostOrAdmin(event, command.actor, '申し込みの却下');
      const { userId } = command.data;
      if (event.registrations[userId] !== 'pending') throw new RegistrationNotPendingError();
      return [{ type: 'EventRegistrationDeclined', data: { eventId: event.eventId, userId } }];
    }
    case 'RecordEventAttendance': {
      const event = existing(state);
      hostOrAdmin(event, command.actor, '出席の記録');
      if (event.eventStatus !== 'live' && event.eventStatus !== 'completed') throw new AttendanceNotOpenError();
      if (Date.parse(command.data.at) < Date.parse(event.details.startTime)) throw new AttendanceBeforeStartError();
      const { userId, attended } = command.data;
      const current = event.registrations[userId];
      if (!current || !SEAT_HOLDING.includes(current)) throw new NotAParticipantError();
      if ((current === 'attended') === attended) return [];
      return [{ type: 'EventAttendanceRecorded', data: { eventId: event.eventId, userId, attended } }];
    }
    case 'GiveEventFeedback': {
      const event = existing(state);
      const userId = command.actor.id;
      if (event.eventStatus !== 'completed') throw new FeedbackNotOpenError();
      const current = event.registrations[userId];
      if (!current || !SEAT_HOLDING.includes(current)) throw new FeedbackNotAllowedError();
      if (event.feedbackFrom.includes(userId)) throw new FeedbackAlreadyGivenError();
      const { rating, wouldRecommend } = command.data;
      if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new InvalidFeedbackError('評価は1から5で選択してください');
      if (typeof wouldRecommend !== 'boolean') throw new InvalidFeedbackError('おすすめするかどうかを選択してください');
      const feedback = text(command.data.feedback);
      const suggestions = text(command.data.suggestions);
      if ((feedback?.length ?? 0) > EVENT_LIMITS.textMax || (suggestions?.length ?? 0) > EVENT_LIMITS.textMax) {
        throw new InvalidFeedbackError(`感想と提案はそれぞれ${EVENT_LIMITS.textMax}文字以内で入力してください`);
      }
      return [{ type: 'EventFeedbackGiven', data: { eventId: event.eventId, userId, rating, feedback, suggestions, wouldRecommend } }];
    }
    default:
      return assertNever(command);
  }
}

/** The status each registration event leaves its user's registration in. */
const REGISTRATION_AFTER = {
  EventRegistrationConfirmed: 'registered',
  EventRegistrationPromoted: 'registered',
  EventRegistrationRequested: 'pending',
  EventRegistrationWaitlisted: 'waitlisted',
  EventRegistrationDeclined: 'declined',
  EventRegistrationCancelled: 'cancelled',
} as const satisfies Partial<Record<CommunityEventEvent['type'], RegistrationStatus>>;

function withRegistration(event: Existing, userId: string, status: RegistrationStatus): Existing {
  const before = event.registrations[userId];
  const seatsTaken =
    event.seatsTaken - (before && SEAT_HOLDING.includes(before) ? 1 : 0) + (SEAT_HOLDING.includes(status) ? 1 : 0);
  const waitlist = event.waitlist.filter((id) => id !== userId);
  return {
    ...event,
    registrations: { ...event.registrations, [userId]: status },
    waitlist: status === 'waitlisted' ? [...waitlist, userId] : waitlist,
    seatsTaken,
  };
}

function evolve(state: CommunityEventState, event: CommunityEventEvent): CommunityEventState {
  if (event.type === 'CommunityEventScheduled') {
    return {
      status: 'exists',
      eventId: event.data.eventId,
      hostId: event.data.hostId,
      eventStatus: 'scheduled',
      maxParticipants: event.data.maxParticipants,
      requiresApproval: event.data.requiresApproval,
      registrations: {},
      waitlist: [],
      seatsTaken: 0,
      feedbackFrom: [],
      details: {
        title: event.data.title,
        description: event.data.description,
        platform: event.data.platform,
        meetingUrl: event.data.meetingUrl,
        startTime: event.data.startTime,
        endTime: event.data.endTime,
        maxParticipants: event.data.maxParticipants,
      },
      sessionIds: event.data.sessions.map((s) => s.id),
      materialIds: [],
      recordingFileId: null,
      sessionSpan:
        event.data.sessions.length === 0
          ? null
          : {
              start: event.data.sessions.map((s) => s.startTime).reduce((a, b) => (a < b ? a : b)),
              end: event.data.sessions.map((s) => s.endTime).reduce((a, b) => (a > b ? a : b)),
            },
    };
  }
  if (state.status !== 'exists') return state;
  switch (event.type) {
    case 'CommunityEventStatusChanged':
      return { ...state, eventStatus: event.data.to };
    case 'CommunityEventRecordingPublished':
      return state;
    case 'EventMaterialAttached':
      return { ...state, materialIds: [...state.materialIds, event.data.materialId] };
    case 'EventMaterialRemoved':
      return { ...state, materialIds: state.materialIds.filter((id) => id !== event.data.materialId) };
    case 'EventRecordingAttached':
    case 'EventRecordingReplaced':
      return { ...state, recordingFileId: event.data.recording.fileId };
    case 'EventRecordingRemoved':
      return { ...state, recordingFileId: null };
    case 'CommunityEventUpdated':
      return { ...state, details: { ...state.details, ...event.data.changes }, maxParticipants: event.data.changes.maxParticipants ?? state.maxParticipants };
    case 'EventRegistrationConfirmed':
    case 'EventRegistrationPromoted':
    case 'EventRegistrationRequested':
    case 'EventRegistrationWaitlisted':
    case 'EventRegistrationDeclined':
    case 'EventRegistrationCancelled':
      return withRegistration(state, event.data.userId, REGISTRATION_AFTER[event.type]);
    case 'EventAttendanceRecorded':
      return withRegistration(state, event.data.userId, event.data.attended ? 'attended' : 'registered');
    case 'EventFeedbackGiven':
      return { ...state, feedbackFrom: [...state.feedbackFrom, event.data.userId] };
    default:
      return assertNever(event);
  }
}

export const communityEventDecider: Decider<CommunityEventState, CommunityEventCommand, CommunityEventEvent> = {
  initialState: () => ({ status: 'empty' }),
  evolve,
  decide,
};
