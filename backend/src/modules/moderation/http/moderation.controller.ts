import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { GetModerationDeskLogQuery, GetModerationDeskQueueQuery } from '../queries/get-moderation-desk/get-moderation-desk.query.js';
import { ModerationLogEntryResponse, ModerationQueueItemResponse } from './moderation.response.dto.js';

/**
 * The moderators' desk (team_admin, admin): one queue and one log over the forum's posts and
 * replies and the anonymous posts. Hiding and restoring go to each module's routes, whose
 * deciders share the policy of platform/domain/moderation.ts.
 */
@ApiTags('moderation')
@Controller('api/moderation')
export class ModerationController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('queue')
  @Access('team_admin')
  @ApiAnswers({ ok: { type: [ModerationQueueItemResponse], description: 'Awaiting review first, then the most reported, then the newest' } })
  queue(): Promise<ModerationQueueItemResponse[]> {
    return this.queryBus.execute(new GetModerationDeskQueueQuery());
  }

  @Get('log')
  @Access('team_admin')
  @ApiAnswers({ ok: { type: [ModerationLogEntryResponse], description: 'Every moderation action, newest first' } })
  log(): Promise<ModerationLogEntryResponse[]> {
    return this.queryBus.execute(new GetModerationDeskLogQuery());
  }
}
