import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { NotificationsReader } from '../queries/notifications-reader.js';
import { NotificationIdParam, NotificationListRequest, UpdateNotificationPreferencesRequest } from './notifications.request.dto.js';
import { NotificationDeliveryResponse, NotificationPageResponse, NotificationPreferenceResponse, UnreadCountResponse } from './notifications.response.dto.js';

/** The caller's notifications, read marks and preferences (docs/modules/notifications.md). */
@ApiTags('notifications')
@Controller('api/notifications')
export class NotificationsController {
  constructor(
    private readonly reader: NotificationsReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Access('signed_in')
  @ApiAnswers({ ok: NotificationPageResponse, badRequest: 'A cursor that is not one this list gave' })
  list(@CurrentUser() user: SessionUser, @Query() query: NotificationListRequest): Promise<NotificationPageResponse> {
    return this.reader.list(user.id, query.cursor);
  }

  @Get('unread-count')
  @Access('signed_in')
  @ApiAnswers({ ok: UnreadCountResponse })
  async unreadCount(@CurrentUser() user: SessionUser): Promise<UnreadCountResponse> {
    return { count: await this.reader.unreadCount(user.id) };
  }

  @Post('read-all')
  @HttpCode(204)
  @Access('signed_in')
  @ApiAnswers({ noContent: 'Everything the caller has now is read' })
  markAllRead(@CurrentUser() user: SessionUser): Promise<void> {
    return this.reader.markAllRead(user.id);
  }

  @Post(':id/read')
  @HttpCode(204)
  @Access('signed_in')
  @ApiAnswers({ noContent: 'Marked read', notFound: 'Not a notification of the caller (an anonymous post’s are marked under /api/anonymous-post-notifications)' })
  markRead(@CurrentUser() user: SessionUser, @Param() params: NotificationIdParam): Promise<void> {
    return this.reader.markRead(user.id, params.id);
  }

  @Get('preferences')
  @Access('signed_in')
  @ApiAnswers({ ok: [NotificationPreferenceResponse] })
  preferences(@CurrentUser() user: SessionUser): Promise<NotificationPreferenceResponse[]> {
    return this.reader.preferences(user.id);
  }

  @Get('delivery')
  @Access('signed_in')
  @ApiAnswers({ ok: NotificationDeliveryResponse })
  delivery(): NotificationDeliveryResponse {
    return { digestHour: this.config.mail.digestHour, timeZone: this.config.timeZone };
  }

  @Put('preferences')
  @Access('signed_in')
  @ApiAnswers({ ok: [NotificationPreferenceResponse], badRequest: 'An unknown kind or channel, a kind twice, or e-mail for a kind kept in the app: nothing is changed' })
  setPreferences(@CurrentUser() user: SessionUser, @Body() body: UpdateNotificationPreferencesRequest): Promise<NotificationPreferenceResponse[]> {
    return this.reader.setPreferences(user.id, body.preferences);
  }
}

/**
 * Marking read a notification an anonymous post's author received: under 心の叫び's prefix, so
 * the request is unattributed (no user in its log line or context; decision 0057) and the mark
 * holds no user (decision 0082).
 */
@ApiTags('notifications')
@Controller('api/anonymous-post-notifications')
export class AnonymousPostNotificationsController {
  constructor(private readonly reader: NotificationsReader) {}

  @Post(':id/read')
  @HttpCode(204)
  @Access('signed_in')
  @ApiAnswers({ noContent: 'Marked read', notFound: 'Not a notification of the caller' })
  markRead(@CurrentUser() user: SessionUser, @Param() params: NotificationIdParam): Promise<void> {
    return this.reader.markAnonymousRead(user.id, params.id);
  }
}
