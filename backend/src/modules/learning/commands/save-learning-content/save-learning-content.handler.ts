import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { SaveLearningContent, type SaveOutcome } from '../../domain/learning-content.commands.js';
import { learningContentDecider, learningContentStreamId } from '../../domain/learning-content.js';

/** Admins only: the routes' `@Access('admin')` is the check (spec §6 leaves it open; the issue: "an admin can add content"). */
@CommandHandler(SaveLearningContent)
export class SaveLearningContentHandler implements ICommandHandler<SaveLearningContent> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: SaveLearningContent): Promise<SaveOutcome> {
    const { events } = await this.aggregates.execute(
      learningContentStreamId(command.data.contentId),
      learningContentDecider,
      (state) => learningContentDecider.decide(command, state),
      { expectedRevision: command.expectedRevision },
    );
    if (events.length === 0) return 'unchanged';
    return events[0].type === 'LearningContentPublished' ? 'added' : 'revised';
  }
}
