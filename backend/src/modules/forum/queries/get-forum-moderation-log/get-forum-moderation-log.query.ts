import { Query } from '@nestjs/cqrs';
import type { ForumModerationLogEntry } from '../../http/forum.response.dto.js';

/** The forum's part of the moderation log (the moderation module merges it with the anonymous posts'). */
export class GetForumModerationLogQuery extends Query<ForumModerationLogEntry[]> {}
