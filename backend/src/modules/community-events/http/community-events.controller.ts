import { randomUUID } from 'node:crypto';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Put, Query, StreamableFile, UseFilters } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { ApiIfMatch, IfMatch } from '../../../platform/http/if-match.js';
import { FEED_TOKEN_PATTERN, hashFeedToken, newFeedToken } from '../domain/calendar-feed-token.js';
import {
  ApproveEventRegistration,
  CancelEventRegistration,
  ChangeCommunityEventStatus,
  DeclineEventRegistration,
  GiveEventFeedback,
  PublishEventRecording,
  RecordEventAttendance,
  RegisterForCommunityEvent,
  RenewCalendarFeed,
  ScheduleCommunityEvent,
  UpdateCommunityEvent,
} from '../domain/community-event.commands.js';
import { CommunityEventNotFoundError } from '../domain/community-event.errors.js';
import { GetCalendarFeedQuery, GetCalendarFeedStatusQuery } from '../queries/get-calendar-feed/get-calendar-feed.query.js';
import { GetCommunityEventQuery } from '../queries/get-community-event/get-community-event.query.js';
import { GetEventAnalyticsQuery } from '../queries/get-event-analytics/get-event-analytics.query.js';
import { GetEventCalendarQuery } from '../queries/get-event-calendar/get-event-calendar.query.js';
import { ListCommunityEventsQuery } from '../queries/list-community-events/list-community-events.query.js';
import { CreateEventFailedFilter } from './create-event-failed.filter.js';
import {
  ChangeEventStatusRequest,
  UpdateCommunityEventRequest,
  CreateCommunityEventRequest,
  GiveEventFeedbackRequest,
  ListCommunityEventsRequest,
  PublishRecordingRequest,
  RecordAttendanceRequest,
  RegisterForEventRequest,
} from './community-events.request.dto.js';
import {
  CalendarFeedResponse,
  CommunityEventDetailResponse,
  CommunityEventResponse,
  EventAnalyticsResponse,
  IssuedCalendarFeedResponse,
} from './community-events.response.dto.js';

const calendarFile = (ics: string, filename: string) =>
  new StreamableFile(Buffer.from(ics, 'utf8'), { type: 'text/calendar; charset=utf-8', disposition: `attachment; filename="${filename}"` });

const HOST_OR_ADMIN = 'Neither the host nor a team admin';
const UNKNOWN_EVENT = 'Unknown event';

/**
 * Community events (spec part 2 §2, §3, §7): the list and its filters, creation, the detail page,
 * registration with capacity, waiting list and approval, attendance, feedback, analytics, and
 * the calendar files. Every write answers the event as the caller now sees it.
 */
@ApiTags('events')
@Controller('api/events')
export class CommunityEventsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @Access('signed_in')
  @ApiAnswers({ ok: [CommunityEventResponse], badRequest: 'Unknown status' })
  list(@Query() query: ListCommunityEventsRequest, @CurrentUser() user: SessionUser): Promise<CommunityEventResponse[]> {
    return this.queryBus.execute(new ListCommunityEventsQuery({ upcoming: query.upcoming, status: query.status }, user));
  }

  @Post()
  @Access('signed_in')
  @UseFilters(CreateEventFailedFilter)
  @ApiAnswers({
    created: CommunityEventDetailResponse,
    badRequest: "'イベントの作成に失敗しました: <reason>' (missing field, end not after start, capacity outside 1..1000, unknown type or platform)",
    forbidden: 'Naming another host without team admin rights',
  })
  async create(@Body() body: CreateCommunityEventRequest, @CurrentUser() user: SessionUser): Promise<CommunityEventDetailResponse> {
    const { id } = await this.commandBus.execute(
      new ScheduleCommunityEvent(
        {
          ...body,
          eventId: randomUUID(),
          sessions: body.sessions?.map((session) => ({ ...session, id: randomUUID() })),
        },
        user,
      ),
    );
    return this.queryBus.execute(new GetCommunityEventQuery(id, user));
  }

  @Get('calendar-feed')
  @Access('signed_in')
  @ApiAnswers({ ok: CalendarFeedResponse })
  async calendarFeed(@CurrentUser() user: SessionUser): Promise<CalendarFeedResponse> {
    const issuedAt = await this.queryBus.execute(new GetCalendarFeedStatusQuery(user.id));
    return { issuedAt: issuedAt?.toISOString() ?? null };
  }

  @Post('calendar-feed')
  @Access('signed_in')
  @ApiAnswers({ created: { type: IssuedCalendarFeedResponse, description: 'A new secret URL; the previous one stops working' } })
  async renewCalendarFeed(@CurrentUser() user: SessionUser): Promise<IssuedCalendarFeedResponse> {
    const token = newFeedToken();
    await this.commandBus.execute(new RenewCalendarFeed({ feedId: randomUUID(), tokenHash: hashFeedToken(token) }, user));
    const issuedAt = await this.queryBus.execute(new GetCalendarFeedStatusQuery(user.id));
    return { url: `${this.config.baseUrl}/api/events/feed/${token}.ics`, issuedAt: (issuedAt ?? new Date()).toISOString() };
  }

  /** The personal feed, for calendar apps: no session cookie, the secret in the path. */
  @Get('feed/:file')
  @Access('public')
  @ApiProduces('text/calendar')
  @ApiAnswers({ ok: 'RFC 5545 calendar of the events the owner registered for or hosts', notFound: 'Unknown or renewed token' })
  async feed(@Param('file') file: string): Promise<StreamableFile> {
    const token = file.replace(/\.ics$/, '');
    const ics = FEED_TOKEN_PATTERN.test(token) ? await this.queryBus.execute(new GetCalendarFeedQuery(token)) : null;
    if (ics === null) throw new CommunityEventNotFoundError();
    return calendarFile(ics, 'community-events.ics');
  }

  @Get(':id')
  @Access('signed_in')
  @ApiAnswers({ ok: CommunityEventDetailResponse, notFound: UNKNOWN_EVENT })
  get(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<CommunityEventDetailResponse> {
    return this.queryBus.execute(new GetCommunityEventQuery(id, user));
  }

  @Get(':id/analytics')
  @Access('signed_in')
  @ApiAnswers({ ok: EventAnalyticsResponse, forbidden: HOST_OR_ADMIN })
  analytics(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<EventAnalyticsResponse> {
    return this.queryBus.execute(new GetEventAnalyticsQuery(id, user));
  }

  @Get(':id/calendar.ics')
  @Access('signed_in')
  @ApiProduces('text/calendar')
  @ApiAnswers({ ok: 'RFC 5545 file of the event', notFound: UNKNOWN_EVENT })
  async calendar(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<StreamableFile> {
    return calendarFile(await this.queryBus.execute(new GetEventCalendarQuery(id, user)), `event-${id}.ics`);
  }

  @Patch(':id')
  @Access('signed_in')
  @ApiIfMatch()
  @ApiAnswers({
    ok: { type: CommunityEventDetailResponse, description: 'The corrected event; an update that changes nothing changes nothing' },
    badRequest: 'Invalid details (as at creation), or a capacity below the seats taken',
    forbidden: HOST_OR_ADMIN,
    notFound: UNKNOWN_EVENT,
    conflict: 'A completed or cancelled event, or a stale If-Match',
  })
  async update(
    @Param('id') id: string,
    @Body() body: UpdateCommunityEventRequest,
    @CurrentUser() user: SessionUser,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<CommunityEventDetailResponse> {
    await this.commandBus.execute(
      new UpdateCommunityEvent(
        {
          eventId: id,
          title: body.title,
          description: body.description,
          platform: body.platform,
          meetingUrl: body.meetingUrl,
          startTime: body.startTime,
          endTime: body.endTime,
          maxParticipants: body.maxParticipants,
        },
        user,
        ifMatch,
      ),
    );
    return this.queryBus.execute(new GetCommunityEventQuery(id, user));
  }

  @Post(':id/status')
  @Access('signed_in')
  @HttpCode(200)
  @ApiIfMatch()
  @ApiAnswers({ ok: CommunityEventDetailResponse, forbidden: HOST_OR_ADMIN, conflict: 'A change the lifecycle does not allow, or a stale If-Match' })
  async changeStatus(
    @Param('id') id: string,
    @Body() body: ChangeEventStatusRequest,
    @CurrentUser() user: SessionUser,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<CommunityEventDetailResponse> {
    await this.commandBus.execute(new ChangeCommunityEventStatus({ eventId: id, status: body.status }, user, ifMatch));
    return this.queryBus.execute(new GetCommunityEventQuery(id, user));
  }

  @Post(':id/recording')
  @Access('signed_in')
  @HttpCode(200)
  @ApiAnswers({ ok: CommunityEventDetailResponse, badRequest: 'Not an http(s) URL', forbidden: HOST_OR_ADMIN })
  async publishRecording(
    @Param('id') id: string,
    @Body() body: PublishRecordingRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<CommunityEventDetailResponse> {
    await this.commandBus.execute(new PublishEventRecording({ eventId: id, recordingUrl: body.recordingUrl }, user));
    return this.queryBus.execute(new GetCommunityEventQuery(id, user));
  }

  @Post(':id/registrations')
  @Access('signed_in')
  @ApiAnswers({
    created: { type: CommunityEventDetailResponse, description: 'myRegistration says: registered, waitlisted (with its place) or pending' },
    notFound: UNKNOWN_EVENT,
    conflict: 'Already registered, declined, the host, or the event is over or cancelled',
  })
  async register(
    @Param('id') id: string,
    @Body() body: RegisterForEventRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<CommunityEventDetailResponse> {
    await this.commandBus.execute(new RegisterForCommunityEvent({ eventId: id, notes: body.notes }, user));
    return this.queryBus.execute(new GetCommunityEventQuery(id, user));
  }

  @Delete(':id/registrations/me')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: CommunityEventDetailResponse, description: 'Cancelled; a freed seat went to the first on the waiting list' },
    notFound: 'No registration to cancel',
    conflict: 'The event is over or cancelled',
  })
  async cancel(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<CommunityEventDetailResponse> {
    await this.commandBus.execute(new CancelEventRegistration({ eventId: id }, user));
    return this.queryBus.execute(new GetCommunityEventQuery(id, user));
  }

  @Post(':id/registrations/:userId/approve')
  @Access('signed_in')
  @HttpCode(200)
  @ApiAnswers({
    ok: { type: CommunityEventDetailResponse, description: 'Registered when a seat is free, else waitlisted' },
    forbidden: HOST_OR_ADMIN,
    conflict: 'Not waiting for approval',
  })
  async approve(@Param('id') id: string, @Param('userId') userId: string, @CurrentUser() user: SessionUser): Promise<CommunityEventDetailResponse> {
    await this.commandBus.execute(new ApproveEventRegistration({ eventId: id, userId }, user));
    return this.queryBus.execute(new GetCommunityEventQuery(id, user));
  }

  @Post(':id/registrations/:userId/decline')
  @Access('signed_in')
  @HttpCode(200)
  @ApiAnswers({ ok: CommunityEventDetailResponse, forbidden: HOST_OR_ADMIN, conflict: 'Not waiting for approval' })
  async decline(@Param('id') id: string, @Param('userId') userId: string, @CurrentUser() user: SessionUser): Promise<CommunityEventDetailResponse> {
    await this.commandBus.execute(new DeclineEventRegistration({ eventId: id, userId }, user));
    return this.queryBus.execute(new GetCommunityEventQuery(id, user));
  }

  @Put(':id/registrations/:userId/attendance')
  @Access('signed_in')
  @ApiAnswers({ ok: CommunityEventDetailResponse, forbidden: HOST_OR_ADMIN, conflict: 'The event is not live or completed, or the user holds no seat' })
  async recordAttendance(
    @Param('id') id: string,
    @Param('userId') userId: string,
    @Body() body: RecordAttendanceRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<CommunityEventDetailResponse> {
    await this.commandBus.execute(new RecordEventAttendance({ eventId: id, userId, attended: body.attended, at: this.clock.now().toISOString() }, user));
    return this.queryBus.execute(new GetCommunityEventQuery(id, user));
  }

  @Post(':id/feedback')
  @Access('signed_in')
  @ApiAnswers({
    created: CommunityEventDetailResponse,
    badRequest: 'Rating outside 1..5',
    forbidden: 'The caller held no seat',
    conflict: 'The event is not completed, or feedback was given already',
  })
  async giveFeedback(
    @Param('id') id: string,
    @Body() body: GiveEventFeedbackRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<CommunityEventDetailResponse> {
    await this.commandBus.execute(new GiveEventFeedback({ eventId: id, ...body }, user));
    return this.queryBus.execute(new GetCommunityEventQuery(id, user));
  }
}
