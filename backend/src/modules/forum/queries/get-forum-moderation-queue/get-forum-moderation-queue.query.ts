import { Query } from '@nestjs/cqrs';
import type { ForumQueueItem } from '../../http/forum.response.dto.js';

/** The forum's part of the moderators' queue (the moderation module merges it with the anonymous posts'). */
export class GetForumModerationQueueQuery extends Query<ForumQueueItem[]> {}
