import { Query } from '@nestjs/cqrs';
import type { AnonymousQueueItemResponse } from '../../http/anonymous-posts.response.dto.js';

export class GetModerationQueueQuery extends Query<AnonymousQueueItemResponse[]> {}
