import { GrowthCycleTargets } from '../../growth-cycles/index.js';
import { OneOnOneReader } from '../../one-on-one/index.js';
import { nextCalendarDate } from '../../../platform/time/calendar.js';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { DeploymentClock } from '../../../platform/time/deployment-clock.js';
import { UserDirectory } from '../../users/index.js';
import { CommunityEventNotFoundError, NotEventHostError } from '../domain/community-event.errors.js';
import { SEAT_HOLDING, type RegistrationStatus } from '../domain/community-event.js';
import { eventAnalytics } from '../domain/event-analytics.js';
import type { CommunityEventStatus } from '../events/community-event.events.js';
import type {
  CommunityEventDetailResponse,
  CommunityEventResponse,
  EventAnalyticsResponse,
  EventRegistrationResponse,
} from '../http/community-events.response.dto.js';
import type {
  CommunityEventFeedbackRow,
  CommunityEventRegistrationRow,
  CommunityEventRow,
  CommunityEventSessionRow,
} from '../projections/community-events/community-events.read-model.js';
import { eventCalendar, type CalendarEntry } from './calendar/event-calendar.js';

/** How the list is filtered: spec part 2 §2/§7 (`?upcoming=true` or `?status=`). */
export interface EventListFilter {
  upcoming?: boolean;
  status?: CommunityEventStatus;
}

type EventRecord = CommunityEventRow & { registeredCount: number; waitlistCount: number; pendingCount: number };

const EVENT_COLUMNS = `e.id, e.title, e.description, e.event_type AS "eventType", e.status, e.host_id AS "hostId", e.platform,
  e.meeting_url AS "meetingUrl", e.meeting_id AS "meetingId", e.passcode, e.start_time AS "startTime", e.end_time AS "endTime",
  e.timezone, e.max_participants AS "maxParticipants", e.is_recorded AS "isRecorded", e.recording_url AS "recordingUrl",
  e.materials, e.recording_file AS "recordingFile", e.tags, e.is_public AS "isPublic", e.requires_approval AS "requiresApproval", e.created_by_id AS "createdById",
  e.created_at AS "createdAt", e.updated_at AS "updatedAt", e.revision,
  (SELECT count(*)::int FROM community_event_registrations r WHERE r.event_id = e.id AND r.status IN ('registered', 'attended')) AS "registeredCount",
  (SELECT count(*)::int FROM community_event_registrations r WHERE r.event_id = e.id AND r.status = 'waitlisted') AS "waitlistCount",
  (SELECT count(*)::int FROM community_event_registrations r WHERE r.event_id = e.id AND r.status = 'pending') AS "pendingCount"`;

type RegistrationRecord = Pick<CommunityEventRegistrationRow, 'eventId' | 'userId' | 'status' | 'registeredAt' | 'attendedAt' | 'notes'> & {
  waitlistPosition: number | null;
};

/** The events a viewer may open: public ones, those they host or are registered for, all for a team admin ($1 the viewer, $2 whether a team admin). */
export const VISIBLE_TO_VIEWER = `(e.is_public OR e.host_id = $1 OR $2 OR EXISTS (SELECT 1 FROM community_event_registrations r
         WHERE r.event_id = e.id AND r.user_id = $1 AND r.status NOT IN ('cancelled', 'declined')))`;

/**
 * Reads of community events for the API, the `.ics` files and the calendar feeds. Visibility: a
 * public event is listed for every signed-in user; an unlisted one (`isPublic: false`) only for
 * its host, team admins and those registered, and anyone holding its link may open it.
 */
@Injectable()
export class CommunityEventsReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly clock: DeploymentClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly oneOnOnes: OneOnOneReader,
    private readonly targets: GrowthCycleTargets,
  ) {}

  async list(filter: EventListFilter, viewer: SessionUser): Promise<CommunityEventResponse[]> {
    const params: unknown[] = [viewer.id, viewer.isTeamAdmin];
    const where = [VISIBLE_TO_VIEWER];
    let order = 'e.start_time DESC';
    if (filter.upcoming) {
      params.push(this.clock.now().toISOString());
      where.push(`e.status IN ('scheduled', 'live') AND e.end_time > $${params.length}`);
      order = 'e.start_time ASC';
    }
    if (filter.status) {
      params.push(filter.status);
      where.push(`e.status = $${params.length}`);
      if (filter.status !== 'completed' && filter.status !== 'cancelled') order = 'e.start_time ASC';
    }
    const rows: EventRecord[] = await this.dataSource.query(
      `SELECT ${EVENT_COLUMNS} FROM community_events e WHERE ${where.join(' AND ')} ORDER BY ${order}, e.id LIMIT 500`,
      params,
    );
    const mine = await this.myRegistrations(rows.map((row) => row.id), viewer.id);
    const hosts = await this.users.displayNames([...new Set(rows.map((row) => row.hostId))]);
    return rows.map((row) => this.summary(row, viewer, hosts.get(row.hostId) || null, mine.get(row.id) ?? null));
  }

  async detail(eventId: string, viewer: SessionUser): Promise<CommunityEventDetailResponse> {
    const row = await this.event(eventId);
    const registrations = await this.registrations(eventId);
    const mine = registrations.find((r) => r.userId === viewer.id && r.status !== 'cancelled') ?? null;
    const canManage = this.canManage(row, viewer);
    const sessions: CommunityEventSessionRow[] = await this.dataSource.query(
      `SELECT id, title, description, session_order AS "sessionOrder", start_time AS "startTime", end_time AS "endTime",
              speaker_id AS "speakerId", materials
       FROM community_event_sessions WHERE event_id = $1 ORDER BY session_order`,
      [eventId],
    );
    const feedback: Pick<CommunityEventFeedbackRow, 'userId' | 'rating' | 'feedback' | 'suggestions' | 'wouldRecommend' | 'createdAt'>[] =
      await this.dataSource.query(
        `SELECT user_id AS "userId", rating, feedback, suggestions, would_recommend AS "wouldRecommend", created_at AS "createdAt"
         FROM community_event_feedback WHERE event_id = $1`,
        [eventId],
      );
    const names = await this.users.displayNames([
      row.hostId,
      ...sessions.flatMap((s) => (s.speakerId ? [s.speakerId] : [])),
      ...(canManage ? registrations.map((r) => r.userId) : []),
    ]);
    const holdsSeat = mine !== null && SEAT_HOLDING.includes(mine.status);
    const seesMeeting = canManage || holdsSeat;
    const myFeedback = feedback.find((f) => f.userId === viewer.id) ?? null;
    return {
      ...this.summary(row, viewer, names.get(row.hostId) || null, mine),
      meetingUrl: seesMeeting ? row.meetingUrl : null,
      meetingId: seesMeeting ? row.meetingId : null,
      passcode: seesMeeting ? row.passcode : null,
      sessions: sessions.map((s) => ({
        id: s.id,
        title: s.title,
        description: s.description,
        sessionOrder: s.sessionOrder,
        startTime: s.startTime.toISOString(),
        endTime: s.endTime.toISOString(),
        speakerId: s.speakerId,
        speakerName: s.speakerId ? (names.get(s.speakerId) || null) : (names.get(row.hostId) || null),
        materials: s.materials,
      })),
      registrations: canManage ? registrations.filter((r) => r.status !== 'cancelled').map((r) => this.registration(r, names)) : null,
      analytics: canManage ? eventAnalytics(registrations, feedback) : null,
      myFeedback: myFeedback && {
        rating: myFeedback.rating,
        feedback: myFeedback.feedback,
        suggestions: myFeedback.suggestions,
        wouldRecommend: myFeedback.wouldRecommend,
        createdAt: myFeedback.createdAt.toISOString(),
      },
      canGiveFeedback: row.status === 'completed' && holdsSeat && myFeedback === null,
      recordingVideo: row.recordingFile && { seconds: row.recordingFile.seconds, uploadedAt: row.recordingFile.uploadedAt },
    };
  }

  async analytics(eventId: string, viewer: SessionUser): Promise<EventAnalyticsResponse> {
    const row = await this.event(eventId);
    if (!this.canManage(row, viewer)) throw new NotEventHostError('分析の閲覧');
    const feedback: { rating: number; wouldRecommend: boolean }[] = await this.dataSource.query(
      `SELECT rating, would_recommend AS "wouldRecommend" FROM community_event_feedback WHERE event_id = $1`,
      [eventId],
    );
    return eventAnalytics(await this.registrations(eventId), feedback);
  }

  /** One event's `.ics`; the meeting link only for those who may see it. */
  async eventIcs(eventId: string, viewer: SessionUser): Promise<string> {
    const detail = await this.detail(eventId, viewer);
    const row = await this.event(eventId);
    return eventCalendar(detail.title, [this.entry(row, detail.hostName, detail.meetingUrl)], row.timezone);
  }

  /** The events a feed's owner holds a seat in or waits for, by the token's hash; null for an unknown (or renewed) token. */
  async feedIcs(tokenHash: string): Promise<string | null> {
    const [feed]: { userId: string }[] = await this.dataSource.query(
      `SELECT user_id AS "userId" FROM community_event_calendar_feeds WHERE token_hash = $1`,
      [tokenHash],
    );
    if (!feed) return null;
    const rows: (EventRecord & { registrationStatus: RegistrationStatus })[] = await this.dataSource.query(
      `SELECT ${EVENT_COLUMNS}, r.status AS "registrationStatus"
       FROM community_events e JOIN community_event_registrations r ON r.event_id = e.id AND r.user_id = $1
       WHERE r.status IN ('registered', 'attended', 'waitlisted', 'pending')
       UNION ALL
       SELECT ${EVENT_COLUMNS}, 'registered' AS "registrationStatus" FROM community_events e WHERE e.host_id = $1
       ORDER BY "startTime"`,
      [feed.userId],
    );
    const hosts = await this.users.displayNames([...new Set(rows.map((row) => row.hostId))]);
    const entries = rows.map((row) => {
      const seat = SEAT_HOLDING.includes(row.registrationStatus);
      const entry = this.entry(row, hosts.get(row.hostId) || null, seat ? row.meetingUrl : null);
      return seat ? entry : { ...entry, title: `【${row.registrationStatus === 'waitlisted' ? 'キャンセル待ち' : '承認待ち'}】${entry.title}` };
    });
    const [oneOnOnes, targets] = await Promise.all([this.nextOneOnOnes(feed.userId), this.growthCycleTargets(feed.userId)]);
    return eventCalendar('参加予定のイベント', [...entries, ...oneOnOnes, ...targets], this.clock.timeZone);
  }

  /** The next 1on1 of each member the feed's owner holds 1on1s with (as their manager), each a whole day. */
  private async nextOneOnOnes(userId: string): Promise<CalendarEntry[]> {
    const { upcomingSessions } = await this.oneOnOnes.managerOverview(userId, { today: this.clock.today(), upcoming: 100 });
    return upcomingSessions.map((session) =>
      this.wholeDay(session.date, {
        id: session.entryId,
        uid: `one-on-one-${session.entryId}-${session.date}@pivot-community`,
        title: `1on1：${session.employeeName} さん`,
        description: session.approachLabel ? `推奨アプローチ: ${session.approachLabel}` : null,
        pageUrl: `${this.config.baseUrl}/community/1on1`,
      }),
    );
  }

  /** The target date of each of the owner's own active growth cycles that has one, each a whole day. */
  private async growthCycleTargets(userId: string): Promise<CalendarEntry[]> {
    return (await this.targets.ofOwner(userId)).map((target) =>
      this.wholeDay(target.targetDate, {
        id: target.cycleId,
        uid: `growth-cycle-target-${target.cycleId}-${target.targetDate}@pivot-community`,
        title: `成長サイクルの目標日：${target.title}`,
        description: `目標行動: ${target.targetBehaviors}`,
        pageUrl: `${this.config.baseUrl}/community/pffr`,
      }),
    );
  }

  /** A feed entry that is no community event: one whole day (`date`, YYYY-MM-DD), under its own UID. */
  private wholeDay(date: string, entry: Pick<CalendarEntry, 'id' | 'uid' | 'title' | 'description' | 'pageUrl'>): CalendarEntry {
    return {
      ...entry,
      status: 'scheduled',
      startTime: new Date(`${date}T00:00:00Z`),
      endTime: new Date(`${nextCalendarDate(date)}T00:00:00Z`),
      allDay: true,
      meetingUrl: null,
      hostName: null,
      updatedAt: this.clock.now(),
      sequence: 0,
    };
  }

  async feedIssuedAt(userId: string): Promise<Date | null> {
    const [feed]: { issuedAt: Date }[] = await this.dataSource.query(
      `SELECT issued_at AS "issuedAt" FROM community_event_calendar_feeds WHERE user_id = $1`,
      [userId],
    );
    return feed?.issuedAt ?? null;
  }

  private entry(row: CommunityEventRow, hostName: string | null, meetingUrl: string | null): CalendarEntry {
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      status: row.status,
      startTime: row.startTime,
      endTime: row.endTime,
      meetingUrl,
      hostName,
      pageUrl: `${this.config.baseUrl}/community/events/${row.id}`,
      updatedAt: row.updatedAt,
      sequence: row.revision,
    };
  }

  private canManage(row: Pick<CommunityEventRow, 'hostId'>, viewer: SessionUser): boolean {
    return row.hostId === viewer.id || viewer.isTeamAdmin;
  }

  private async event(eventId: string): Promise<EventRecord> {
    const [row]: EventRecord[] = await this.dataSource.query(`SELECT ${EVENT_COLUMNS} FROM community_events e WHERE e.id = $1`, [eventId]);
    if (!row) throw new CommunityEventNotFoundError();
    return row;
  }

  /** Registrations in line order, each waiting one numbered from 1. */
  private registrations(eventId: string): Promise<RegistrationRecord[]> {
    return this.dataSource.query(
      `SELECT event_id AS "eventId", user_id AS "userId", status, registered_at AS "registeredAt", attended_at AS "attendedAt", notes,
              CASE WHEN status = 'waitlisted' THEN row_number() OVER (PARTITION BY status = 'waitlisted' ORDER BY queued_position)::int END
                AS "waitlistPosition"
       FROM community_event_registrations WHERE event_id = $1 ORDER BY registered_at, user_id`,
      [eventId],
    );
  }

  private async myRegistrations(eventIds: string[], userId: string): Promise<Map<string, RegistrationRecord>> {
    if (eventIds.length === 0) return new Map();
    const rows: RegistrationRecord[] = await this.dataSource.query(
      `SELECT mine.* FROM (
         SELECT event_id AS "eventId", user_id AS "userId", status, registered_at AS "registeredAt", attended_at AS "attendedAt", notes,
                CASE WHEN status = 'waitlisted' THEN row_number() OVER (PARTITION BY event_id, status = 'waitlisted' ORDER BY queued_position)::int END
                  AS "waitlistPosition"
         FROM community_event_registrations WHERE event_id = ANY($1)) mine
       WHERE mine."userId" = $2 AND mine.status <> 'cancelled'`,
      [eventIds, userId],
    );
    return new Map(rows.map((row) => [row.eventId, row]));
  }

  private registration(r: RegistrationRecord, names: ReadonlyMap<string, string>): EventRegistrationResponse {
    return {
      userId: r.userId,
      userName: names.get(r.userId) || null,
      status: r.status,
      registeredAt: r.registeredAt.toISOString(),
      attendedAt: r.attendedAt?.toISOString() ?? null,
      notes: r.notes,
      waitlistPosition: r.waitlistPosition,
    };
  }

  private summary(row: EventRecord, viewer: SessionUser, hostName: string | null, mine: RegistrationRecord | null): CommunityEventResponse {
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      eventType: row.eventType,
      status: row.status,
      hostId: row.hostId,
      hostName,
      platform: row.platform,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      timezone: row.timezone,
      maxParticipants: row.maxParticipants,
      isRecorded: row.isRecorded,
      recordingUrl: row.recordingUrl,
      materials: row.materials,
      tags: row.tags,
      isPublic: row.isPublic,
      requiresApproval: row.requiresApproval,
      registeredCount: row.registeredCount,
      waitlistCount: row.waitlistCount,
      pendingCount: row.pendingCount,
      placesLeft: Math.max(0, row.maxParticipants - row.registeredCount),
      myRegistration: mine && { status: mine.status, waitlistPosition: mine.waitlistPosition, registeredAt: mine.registeredAt.toISOString() },
      canManage: this.canManage(row, viewer),
      revision: row.revision,
    };
  }
}
