import { Query } from '@nestjs/cqrs';
import type { AnonymousModerationLogEntryResponse } from '../../http/anonymous-posts.response.dto.js';

export class GetModerationLogQuery extends Query<AnonymousModerationLogEntryResponse[]> {}
