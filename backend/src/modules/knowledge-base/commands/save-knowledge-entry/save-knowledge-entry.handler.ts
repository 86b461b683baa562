import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { SaveKnowledgeEntry, type SaveOutcome } from '../../domain/knowledge-entry.commands.js';
import { knowledgeEntryDecider, knowledgeEntryStreamId } from '../../domain/knowledge-entry.js';

/** Admins only: the route's `@Access('admin')` is the check (the entries are the product's book data). */
@CommandHandler(SaveKnowledgeEntry)
export class SaveKnowledgeEntryHandler implements ICommandHandler<SaveKnowledgeEntry> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: SaveKnowledgeEntry): Promise<SaveOutcome> {
    const { events } = await this.aggregates.execute(
      knowledgeEntryStreamId(command.data.entryId),
      knowledgeEntryDecider,
      (state) => knowledgeEntryDecider.decide(command, state),
      { expectedRevision: command.expectedRevision },
    );
    if (events.length === 0) return 'unchanged';
    return events[0].type === 'KnowledgeEntryAdded' ? 'added' : 'revised';
  }
}
