import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { GetWatchProgressQuery, type WatchProgress } from './get-watch-progress.query.js';

@QueryHandler(GetWatchProgressQuery)
export class GetWatchProgressHandler implements IQueryHandler<GetWatchProgressQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async execute({ userId, videoId }: GetWatchProgressQuery): Promise<WatchProgress> {
    const [row] = (await this.manager.query(`SELECT progress, position, completed FROM learning_progress WHERE user_id = $1 AND content_id = $2`, [
      userId,
      videoId,
    ])) as { progress: number; position: number; completed: boolean }[];
    return row ? { position: row.position, percent: row.progress, completed: row.completed } : { position: 0, percent: 0, completed: false };
  }
}
