import { Module } from '@nestjs/common';
import { ModerationController } from './http/moderation.controller.js';
import { GetModerationDeskLogHandler, GetModerationDeskQueueHandler } from './queries/get-moderation-desk/get-moderation-desk.handler.js';

/**
 * The moderation desk: one queue and one log for moderators over the forum and the anonymous
 * posts (docs/modules/moderation.md). It owns no stream and no table: each module's projection
 * keeps its reports, visibility and log, and the desk merges them through the query bus.
 */
@Module({
  controllers: [ModerationController],
  providers: [GetModerationDeskQueueHandler, GetModerationDeskLogHandler],
})
export class ModerationModule {}
