import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetAnonymousModerationLogQuery, GetAnonymousModerationQueueQuery } from '../../../anonymous-posts/index.js';
import { GetForumModerationLogQuery, GetForumModerationQueueQuery } from '../../../forum/index.js';
import type { ModerationLogEntryResponse, ModerationQueueItemResponse } from '../../http/moderation.response.dto.js';
import { GetModerationDeskLogQuery, GetModerationDeskQueueQuery } from './get-moderation-desk.query.js';

const VISIBILITY_ORDER = { pending_review: 0, shown: 1, hidden: 2 } as const;

/**
 * One queue: each module keeps its own reports and visibility in its projection (the texts,
 * their authors and their rules are theirs); the desk asks both through the query bus and merges.
 * Awaiting review first, then the most reported, then the newest.
 */
@QueryHandler(GetModerationDeskQueueQuery)
export class GetModerationDeskQueueHandler implements IQueryHandler<GetModerationDeskQueueQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute(): Promise<ModerationQueueItemResponse[]> {
    const [forum, anonymous] = await Promise.all([
      this.queryBus.execute(new GetForumModerationQueueQuery()),
      this.queryBus.execute(new GetAnonymousModerationQueueQuery()),
    ]);
    const items: ModerationQueueItemResponse[] = [
      ...forum.map((item) => ({ ...item, source: item.replyId === null ? ('forum_post' as const) : ('forum_reply' as const) })),
      ...anonymous.map((item) => ({ ...item, source: 'anonymous_post' as const, replyId: null, postTitle: null, authorName: null })),
    ];
    return items.sort(
      (a, b) =>
        Number(b.visibility === 'pending_review') - Number(a.visibility === 'pending_review') ||
        b.openReportCount - a.openReportCount ||
        VISIBILITY_ORDER[a.visibility] - VISIBILITY_ORDER[b.visibility] ||
        b.createdAt.localeCompare(a.createdAt),
    );
  }
}

/** One log: both modules' logs, newest first. */
@QueryHandler(GetModerationDeskLogQuery)
export class GetModerationDeskLogHandler implements IQueryHandler<GetModerationDeskLogQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute(): Promise<ModerationLogEntryResponse[]> {
    const [forum, anonymous] = await Promise.all([
      this.queryBus.execute(new GetForumModerationLogQuery()),
      this.queryBus.execute(new GetAnonymousModerationLogQuery()),
    ]);
    const entries: ModerationLogEntryResponse[] = [
      ...forum.map((entry) => ({ ...entry, source: entry.replyId === null ? ('forum_post' as const) : ('forum_reply' as const) })),
      ...anonymous.map((entry) => ({ ...entry, source: 'anonymous_post' as const, replyId: null, postTitle: null })),
    ];
    return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  }
}
