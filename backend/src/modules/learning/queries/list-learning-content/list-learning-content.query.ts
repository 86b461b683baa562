import { Query } from '@nestjs/cqrs';
import type { LearningContentView } from '../learning-content.view.js';

/**
 * The content a user may see (public, or all for an admin), newest first, each with the user's
 * progress; `id` for one piece, with its body.
 */
export class ListLearningContentQuery extends Query<LearningContentView[]> {
  constructor(
    readonly userId: string,
    readonly options: { includeHidden: boolean; id?: string },
  ) {
    super();
  }
}
