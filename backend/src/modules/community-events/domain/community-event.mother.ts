import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import type { CommunityEventEvent, CommunityEventScheduled, EditableEventDetails, EditableEventField } from '../events/community-event.events.js';
import {
  ApproveEventRegistration,
  CancelEventRegistration,
  ChangeCommunityEventStatus,
  GiveEventFeedback,
  RecordEventAttendance,
  RegisterForCommunityEvent,
  ScheduleCommunityEvent,
  UpdateCommunityEvent,
} from './community-event.commands.js';

// Test data builders for a community event: sensible defaults, override what the test is about.

export const HOST = aSessionUser({ id: 'host-1' });
export const user = (id: string): SessionUser => aSessionUser({ id });
export const TEAM_ADMIN = aSessionUser({ id: 'hr-1', userType: 'team_admin', isTeamAdmin: true });

export function aScheduleCommand(overrides: Partial<ScheduleCommunityEvent['data']> = {}, actor: SessionUser = HOST): ScheduleCommunityEvent {
  return new ScheduleCommunityEvent(
    {
      eventId: 'event-1',
      title: '1on1入門ウェビナー',
      eventType: 'webinar',
      startTime: '2026-12-01T10:00:00.000Z',
      endTime: '2026-12-01T11:00:00.000Z',
      ...overrides,
    },
    actor,
  );
}

export function anEventScheduled(overrides: Partial<CommunityEventScheduled['data']> = {}): CommunityEventScheduled {
  return {
    type: 'CommunityEventScheduled',
    data: {
      eventId: 'event-1',
      title: '1on1入門ウェビナー',
      description: null,
      eventType: 'webinar',
      hostId: 'host-1',
      platform: 'zoom',
      meetingUrl: null,
      meetingId: null,
      passcode: null,
      startTime: '2026-12-01T10:00:00.000Z',
      endTime: '2026-12-01T11:00:00.000Z',
      timezone: 'Asia/Tokyo',
      maxParticipants: 100,
      isRecorded: false,
      recordingUrl: null,
      materials: [],
      tags: [],
      isPublic: true,
      requiresApproval: false,
      sessions: [],
      createdById: 'host-1',
      ...overrides,
    },
  };
}

const e = 'event-1';
export const confirmed = (userId: string): CommunityEventEvent => ({ type: 'EventRegistrationConfirmed', data: { eventId: e, userId, notes: null } });
export const requested = (userId: string): CommunityEventEvent => ({ type: 'EventRegistrationRequested', data: { eventId: e, userId, notes: null } });
export const waitlisted = (userId: string): CommunityEventEvent => ({ type: 'EventRegistrationWaitlisted', data: { eventId: e, userId, notes: null } });
export const promoted = (userId: string): CommunityEventEvent => ({ type: 'EventRegistrationPromoted', data: { eventId: e, userId } });
export const cancelled = (userId: string): CommunityEventEvent => ({ type: 'EventRegistrationCancelled', data: { eventId: e, userId } });
export const declined = (userId: string): CommunityEventEvent => ({ type: 'EventRegistrationDeclined', data: { eventId: e, userId } });
export const attended = (userId: string): CommunityEventEvent => ({ type: 'EventAttendanceRecorded', data: { eventId: e, userId, attended: true } });
export const statusChanged = (from: string, to: string): CommunityEventEvent =>
  ({ type: 'CommunityEventStatusChanged', data: { eventId: e, from, to } }) as CommunityEventEvent;

export const update = (data: Omit<UpdateCommunityEvent['data'], 'eventId'>, actor: SessionUser = HOST) => new UpdateCommunityEvent({ eventId: e, ...data }, actor);
export const updated = (changes: Partial<EditableEventDetails>): CommunityEventEvent => ({
  type: 'CommunityEventUpdated',
  data: { eventId: e, fields: Object.keys(changes) as EditableEventField[], changes },
});

export const register = (userId: string) => new RegisterForCommunityEvent({ eventId: e }, user(userId));
export const cancel = (userId: string) => new CancelEventRegistration({ eventId: e }, user(userId));
export const approve = (userId: string, actor: SessionUser = HOST) => new ApproveEventRegistration({ eventId: e, userId }, actor);
export const changeStatus = (status: ChangeCommunityEventStatus['data']['status'], actor: SessionUser = HOST) =>
  new ChangeCommunityEventStatus({ eventId: e, status }, actor);
/** Half an hour after the mothers' start (2026-12-01T10:00Z) unless said. */
export const markAttendance = (userId: string, value = true, actor: SessionUser = HOST, at = '2026-12-01T10:30:00.000Z') =>
  new RecordEventAttendance({ eventId: e, userId, attended: value, at }, actor);
export const feedback = (userId: string, overrides: Partial<GiveEventFeedback['data']> = {}) =>
  new GiveEventFeedback({ eventId: e, rating: 5, wouldRecommend: true, ...overrides }, user(userId));
