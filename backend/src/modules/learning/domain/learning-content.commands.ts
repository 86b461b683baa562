import { UserCommand } from '../../../platform/domain/command.js';
import type { LearningContentFields } from '../events/learning-content.events.js';

export type SaveOutcome = 'added' | 'revised' | 'unchanged';

/**
 * An admin creates or edits content, or the library is loaded (stream `learning-content-<contentId>`).
 * `create` refuses an existing id, `update` an unknown one; `load` adds, revises or leaves as is.
 */
export class SaveLearningContent extends UserCommand<
  'SaveLearningContent',
  { contentId: string; content: LearningContentFields; intent: 'create' | 'update' | 'load' },
  SaveOutcome
> {
  readonly type = 'SaveLearningContent';
}

/** The seed library (`learning-library.ts`) is loaded: each lesson saved under its fixed id. */
export class SeedLearningLibrary extends UserCommand<'SeedLearningLibrary', Record<string, never>, { added: number; revised: number; unchanged: number }> {
  readonly type = 'SeedLearningLibrary';
}

export type LearningContentCommand = SaveLearningContent;
