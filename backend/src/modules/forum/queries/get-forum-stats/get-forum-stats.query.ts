import { Query } from '@nestjs/cqrs';
import type { ForumStatsResponse } from '../../http/forum.response.dto.js';

export class GetForumStatsQuery extends Query<ForumStatsResponse> {}
