import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { learningContentDecider, learningContentStream } from '../domain/learning-content.js';
import { LearningContentNotFoundError } from '../domain/learning.errors.js';
import type { LearningContentFields } from '../events/learning-content.events.js';

/**
 * Progress is recorded only on content the user can see: published and public, or any for an
 * admin. Read from the content's stream (not the catalogue), so it holds right after publishing.
 */
@Injectable()
export class LearningContentGuard {
  constructor(private readonly aggregates: AggregateStore) {}

  /** The content, when the user may see it; else a 404. */
  async visible(contentId: string, user: SessionUser): Promise<LearningContentFields> {
    const { state } = await this.aggregates.load(learningContentStream.streamId(contentId), learningContentDecider);
    if (state.status === 'empty' || (!state.content.isPublic && !user.isAdmin)) throw new LearningContentNotFoundError();
    return state.content;
  }
}
