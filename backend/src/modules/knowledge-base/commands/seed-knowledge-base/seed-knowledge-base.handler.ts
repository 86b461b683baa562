import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaveKnowledgeEntry, SeedKnowledgeBase, type SeedResult } from '../../domain/knowledge-entry.commands.js';
import { KNOWLEDGE_SEED, seedContent } from '../../domain/knowledge-seed.js';

/**
 * Loads the book data: every seed entry saved under its fixed id, one after the other. Loading
 * twice adds nothing; an entry whose seed text changed is revised. Admins only (the route's rule).
 */
@CommandHandler(SeedKnowledgeBase)
export class SeedKnowledgeBaseHandler implements ICommandHandler<SeedKnowledgeBase> {
  constructor(private readonly commandBus: CommandBus) {}

  async execute(command: SeedKnowledgeBase): Promise<SeedResult> {
    const result: SeedResult = { added: 0, revised: 0, unchanged: 0 };
    for (const entry of KNOWLEDGE_SEED) {
      const outcome = await this.commandBus.execute(new SaveKnowledgeEntry({ entryId: entry.id, entry: seedContent(entry) }, command.actor));
      result[outcome] += 1;
    }
    return result;
  }
}
