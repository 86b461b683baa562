import { deciderSpec } from '../../../test-support/decider-spec.js';
import { ALLOWED_STATUS_CHANGES, communityEventDecider } from './community-event.js';
import {
  AlreadyRegisteredError,
  AttendanceNotOpenError,
  CommunityEventNotFoundError,
  FeedbackAlreadyGivenError,
  FeedbackNotAllowedError,
  FeedbackNotOpenError,
  HostCannotRegisterError,
  InvalidCommunityEventError,
  NotEventHostError,
  OtherHostForbiddenError,
  RegistrationClosedError,
  RegistrationDeclinedError,
  RegistrationNotFoundError,
  StatusChangeNotAllowedError,
} from './community-event.errors.js';
import {
  aScheduleCommand,
  anEventScheduled,
  approve,
  attended,
  cancel,
  cancelled,
  changeStatus,
  confirmed,
  declined,
  feedback,
  HOST,
  markAttendance,
  promoted,
  register,
  requested,
  statusChanged,
  TEAM_ADMIN,
  update,
  updated,
  user,
  waitlisted,
} from './community-event.mother.js';

const { given } = deciderSpec(communityEventDecider);
const event = (data: { eventId: string; userId: string }) => data;

describe('community event decider', () => {
  describe('schedule', () => {
    it('creates a scheduled event with the spec defaults: zoom, Asia/Tokyo, 100 places, public, no approval', () => {
      given().when(aScheduleCommand()).then([anEventScheduled()]);
    });
    it('trims the title, normalises the times to UTC and keeps unique tags', () => {
      given()
        .when(aScheduleCommand({ title: '  振り返り会 ', startTime: '2026-12-01T19:00:00+09:00', endTime: '2026-12-01T20:00:00+09:00', tags: ['1on1', ' 1on1 ', 'MVV', ''] }))
        .then([anEventScheduled({ title: '振り返り会', startTime: '2026-12-01T10:00:00.000Z', endTime: '2026-12-01T11:00:00.000Z', tags: ['1on1', 'MVV'] })]);
    });
    it.each([
      ['a blank title', { title: '   ' }, 'タイトルは必須です'],
      ['an end before the start', { endTime: '2026-12-01T09:00:00.000Z' }, '終了日時は開始日時より後にしてください'],
      ['an end equal to the start', { endTime: '2026-12-01T10:00:00.000Z' }, '終了日時は開始日時より後にしてください'],
      ['capacity 0', { maxParticipants: 0 }, '最大参加者数は1から1000の間で指定してください'],
      ['capacity 1001', { maxParticipants: 1001 }, '最大参加者数は1から1000の間で指定してください'],
      ['an unknown type', { eventType: 'party' as never }, 'イベント種別を選択してください'],
      ['an unknown platform', { platform: 'skype' as never }, '開催プラットフォームを選択してください'],
      ['a date without a time', { startTime: '2026-12-01' }, '開始日時は日時で指定してください'],
      ['a meeting URL that is not http(s)', { meetingUrl: 'javascript:alert(1)' }, '会議URLはhttpまたはhttpsのURLで指定してください'],
    ])('refuses %s', (_case, overrides, message) => {
      expect(() => communityEventDecider.decide(aScheduleCommand(overrides), communityEventDecider.initialState())).toThrow(
        new InvalidCommunityEventError(message),
      );
    });
    it('refuses a session outside the event', () => {
      const session = { id: 's1', title: '基調講演', startTime: '2026-12-01T10:30:00.000Z', endTime: '2026-12-01T11:30:00.000Z' };
      given().when(aScheduleCommand({ sessions: [session] })).thenFails(InvalidCommunityEventError);
    });
    it('numbers sessions in the order given', () => {
      const sessions = [
        { id: 's1', title: '講演', startTime: '2026-12-01T10:00:00.000Z', endTime: '2026-12-01T10:30:00.000Z' },
        { id: 's2', title: '質疑応答', startTime: '2026-12-01T10:30:00.000Z', endTime: '2026-12-01T11:00:00.000Z', materials: [{ name: '資料', url: 'https://example.com/a.pdf' }] },
      ];
      const [scheduled] = communityEventDecider.decide(aScheduleCommand({ sessions }), communityEventDecider.initialState());
      expect(scheduled.type === 'CommunityEventScheduled' && scheduled.data.sessions.map((s) => [s.sessionOrder, s.title, s.materials])).toEqual([
        [1, '講演', []],
        [2, '質疑応答', [{ name: '資料', url: 'https://example.com/a.pdf', type: 'link' }]],
      ]);
    });
    it('lets only a team admin name another host', () => {
      given().when(aScheduleCommand({ hostId: 'someone' })).thenFails(OtherHostForbiddenError);
      given()
        .when(aScheduleCommand({ hostId: 'someone' }, TEAM_ADMIN))
        .then([anEventScheduled({ hostId: 'someone', createdById: 'hr-1' })]);
    });
  });

  describe('status', () => {
    it('writes down the allowed changes: completed and cancelled are final', () => {
      expect(ALLOWED_STATUS_CHANGES).toEqual({ scheduled: ['live', 'completed', 'cancelled'], live: ['completed'], completed: [], cancelled: [] });
    });
    it('lets the host start and complete the event', () => {
      given(anEventScheduled()).when(changeStatus('live')).then([statusChanged('scheduled', 'live')]);
      given(anEventScheduled(), statusChanged('scheduled', 'live')).when(changeStatus('completed')).then([statusChanged('live', 'completed')]);
    });
    it('lets a team admin change it, nobody else', () => {
      given(anEventScheduled()).when(changeStatus('cancelled', TEAM_ADMIN)).then([statusChanged('scheduled', 'cancelled')]);
      given(anEventScheduled()).when(changeStatus('cancelled', user('member-1'))).thenFails(NotEventHostError);
    });
    it('refuses to reopen a cancelled or completed event, or to cancel a live one', () => {
      given(anEventScheduled(), statusChanged('scheduled', 'cancelled')).when(changeStatus('scheduled')).thenFails(StatusChangeNotAllowedError);
      given(anEventScheduled(), statusChanged('scheduled', 'completed')).when(changeStatus('live')).thenFails(StatusChangeNotAllowedError);
      given(anEventScheduled(), statusChanged('scheduled', 'live')).when(changeStatus('cancelled')).thenFails(StatusChangeNotAllowedError);
    });
    it('records nothing for the status it already has', () => {
      given(anEventScheduled()).when(changeStatus('scheduled')).then([]);
    });
    it('answers an unknown event as not found', () => {
      given().when(changeStatus('live')).thenFails(CommunityEventNotFoundError);
    });
  });

  describe('registration', () => {
    it('gives a seat while one is free, then the waiting list', () => {
      given(anEventScheduled({ maxParticipants: 1 })).when(register('u1')).then([confirmed('u1')]);
      given(anEventScheduled({ maxParticipants: 1 }), confirmed('u1')).when(register('u2')).then([waitlisted('u2')]);
    });
    it('asks the host first when approval is required', () => {
      given(anEventScheduled({ requiresApproval: true })).when(register('u1')).then([requested('u1')]);
    });
    it('refuses a second registration, the host, a declined user and a finished event', () => {
      given(anEventScheduled(), confirmed('u1')).when(register('u1')).thenFails(AlreadyRegisteredError);
      given(anEventScheduled(), waitlisted('u1')).when(register('u1')).thenFails(AlreadyRegisteredError);
      given(anEventScheduled()).when(register('host-1')).thenFails(HostCannotRegisterError);
      given(anEventScheduled({ requiresApproval: true }), requested('u1'), declined('u1')).when(register('u1')).thenFails(RegistrationDeclinedError);
      given(anEventScheduled(), statusChanged('scheduled', 'completed')).when(register('u1')).thenFails(RegistrationClosedError);
      given(anEventScheduled(), statusChanged('scheduled', 'cancelled')).when(register('u1')).thenFails(RegistrationClosedError);
    });
    it('lets someone register again after cancelling, at the end of the line', () => {
      given(anEventScheduled({ maxParticipants: 1 }), confirmed('u1'), waitlisted('u2'), cancelled('u2'))
        .when(register('u2'))
        .then([waitlisted('u2')]);
    });
  });

  describe('cancellation and the waiting list', () => {
    it('gives the freed seat to the first in line', () => {
      given(anEventScheduled({ maxParticipants: 1 }), confirmed('u1'), waitlisted('u2'), waitlisted('u3'))
        .when(cancel('u1'))
        .then([cancelled('u1'), promoted('u2')]);
    });
    it('moves nobody up when a waiting person leaves', () => {
      given(anEventScheduled({ maxParticipants: 1 }), confirmed('u1'), waitlisted('u2'), waitlisted('u3')).when(cancel('u2')).then([cancelled('u2')]);
    });
    it('keeps the order: after a promotion the next cancellation promotes the next in line', () => {
      given(anEventScheduled({ maxParticipants: 1 }), confirmed('u1'), waitlisted('u2'), waitlisted('u3'), cancelled('u1'), promoted('u2'))
        .when(cancel('u2'))
        .then([cancelled('u2'), promoted('u3')]);
    });
    it('refuses to cancel what does not exist, or after the event', () => {
      given(anEventScheduled()).when(cancel('u1')).thenFails(RegistrationNotFoundError);
      given(anEventScheduled(), confirmed('u1'), cancelled('u1')).when(cancel('u1')).thenFails(RegistrationNotFoundError);
    });
  });

  describe('approval', () => {
    it('seats an approved request when a seat is free, else puts it on the waiting list', () => {
      given(anEventScheduled({ requiresApproval: true }), requested('u1')).when(approve('u1')).then([confirmed('u1')]);
      given(anEventScheduled({ requiresApproval: true, maxParticipants: 1 }), requested('u1'), requested('u2'), confirmed('u1'))
        .when(approve('u2'))
        .then([waitlisted('u2')]);
    });
    it('is for the host or a team admin only', () => {
      given(anEventScheduled({ requiresApproval: true }), requested('u1')).when(approve('u1', user('u9'))).thenFails(NotEventHostError);
      given(anEventScheduled({ requiresApproval: true }), requested('u1')).when(approve('u1', TEAM_ADMIN)).then([confirmed('u1')]);
    });
  });

  describe('attendance and feedback', () => {
    const live = [anEventScheduled(), confirmed('u1'), waitlisted('u2'), statusChanged('scheduled', 'live')];
    it('records attendance of a seat holder once the event is live', () => {
      given(...live).when(markAttendance('u1')).then([attended('u1')]);
      given(...live, attended('u1')).when(markAttendance('u1')).then([]);
      given(anEventScheduled(), confirmed('u1')).when(markAttendance('u1')).thenFails(AttendanceNotOpenError);
      given(...live).when(markAttendance('u2')).thenFails('COMMUNITY_EVENT.NOT_A_PARTICIPANT');
      given(...live).when(markAttendance('u1', true, user('u1'))).thenFails(NotEventHostError);
    });
    it('refuses attendance before the start even when the host set the event live early', () => {
      given(...live).when(markAttendance('u1', true, HOST, '2026-12-01T09:59:59.000Z')).thenFails('COMMUNITY_EVENT.ATTENDANCE_BEFORE_START');
      given(...live).when(markAttendance('u1', true, HOST, '2026-12-01T10:00:00.000Z')).then([attended('u1')]);
    });
    const completed = [...live, attended('u1'), statusChanged('live', 'completed')];
    it('takes one feedback per seat holder after the event', () => {
      given(...completed)
        .when(feedback('u1', { rating: 4, feedback: ' 良かった ', wouldRecommend: false }))
        .then([{ type: 'EventFeedbackGiven', data: { ...event({ eventId: 'event-1', userId: 'u1' }), rating: 4, feedback: '良かった', suggestions: null, wouldRecommend: false } }]);
      given(...completed, { type: 'EventFeedbackGiven', data: { eventId: 'event-1', userId: 'u1', rating: 4, feedback: null, suggestions: null, wouldRecommend: true } })
        .when(feedback('u1'))
        .thenFails(FeedbackAlreadyGivenError);
    });
    it('refuses feedback before the end, from someone without a seat, and outside 1..5', () => {
      given(...live).when(feedback('u1')).thenFails(FeedbackNotOpenError);
      given(...completed).when(feedback('u2')).thenFails(FeedbackNotAllowedError);
      given(...completed).when(feedback('u1', { rating: 6 })).thenFails('COMMUNITY_EVENT.INVALID_FEEDBACK');
      given(...completed).when(feedback('u1', { rating: 0 })).thenFails('COMMUNITY_EVENT.INVALID_FEEDBACK');
    });
  });

  describe('update', () => {
    const session = { id: 's1', title: '講演', description: null, sessionOrder: 1, startTime: '2026-12-01T10:00:00.000Z', endTime: '2026-12-01T10:30:00.000Z', speakerId: null, materials: [] };
    it('records the changed fields with their new values, and nothing when nothing changed', () => {
      given(anEventScheduled()).when(update({ title: ' 新しい題 ', startTime: '2026-12-01T19:30:00+09:00' })).then([
        updated({ title: '新しい題', startTime: '2026-12-01T10:30:00.000Z' }),
      ]);
      given(anEventScheduled()).when(update({ title: '1on1入門ウェビナー', maxParticipants: 100 })).then([]);
      given(anEventScheduled({ meetingUrl: 'https://zoom.example/j/1' })).when(update({ meetingUrl: '' })).then([updated({ meetingUrl: null })]);
      given(anEventScheduled(), updated({ title: '新しい題' })).when(update({ title: '新しい題' })).then([]);
    });
    it('lets the host or a team admin update a scheduled or live event only', () => {
      given(anEventScheduled()).when(update({ title: '管理者' }, TEAM_ADMIN)).then([updated({ title: '管理者' })]);
      given(anEventScheduled()).when(update({ title: '乗っ取り' }, user('u1'))).thenFails('COMMUNITY_EVENT.NOT_HOST', { kind: 'forbidden' });
      given(anEventScheduled(), statusChanged('scheduled', 'cancelled')).when(update({ title: '題' })).thenFails('COMMUNITY_EVENT.NOT_EDITABLE', { kind: 'conflict' });
      given().when(update({ title: '題' })).thenFails('COMMUNITY_EVENT.NOT_FOUND', { kind: 'not_found' });
    });
    it('validates as at creation, keeps sessions inside and refuses a capacity below the seats taken', () => {
      given(anEventScheduled()).when(update({ endTime: '2026-12-01T10:00:00.000Z' })).thenFails('COMMUNITY_EVENT.INVALID', { message: '終了日時は開始日時より後にしてください' });
      given(anEventScheduled()).when(update({ meetingUrl: 'ftp://example.com' })).thenFails('COMMUNITY_EVENT.INVALID');
      given(anEventScheduled()).when(update({ title: ' ' })).thenFails('COMMUNITY_EVENT.INVALID', { message: 'タイトルは必須です' });
      given(anEventScheduled({ sessions: [session] })).when(update({ startTime: '2026-12-01T10:15:00.000Z' })).thenFails('COMMUNITY_EVENT.INVALID', {
        message: 'セッションはイベントの開催時間内に設定してください',
      });
      given(anEventScheduled(), confirmed('u1'), confirmed('u2')).when(update({ maxParticipants: 1 })).thenFails('COMMUNITY_EVENT.CAPACITY_BELOW_SEATS', {
        message: '最大参加者数は参加確定済みの人数（2人）より少なくできません',
      });
    });
    it('seats the waiting list, first in line first, when the capacity grows', () => {
      given(anEventScheduled({ maxParticipants: 1 }), confirmed('u1'), waitlisted('u2'), waitlisted('u3'), waitlisted('u4'))
        .when(update({ maxParticipants: 3 }))
        .then([updated({ maxParticipants: 3 }), promoted('u2'), promoted('u3')]);
      given(anEventScheduled({ maxParticipants: 1 }), confirmed('u1'), updated({ maxParticipants: 2 })).when(register('u2')).then([confirmed('u2')]);
    });
  });
});
