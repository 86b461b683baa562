import { Query } from '@nestjs/cqrs';
import type { ModerationLogEntryResponse, ModerationQueueItemResponse } from '../../http/moderation.response.dto.js';

/** The moderators' queue over the forum and the anonymous posts. */
export class GetModerationDeskQueueQuery extends Query<ModerationQueueItemResponse[]> {}

/** Every moderation action over the forum and the anonymous posts, newest first. */
export class GetModerationDeskLogQuery extends Query<ModerationLogEntryResponse[]> {}
