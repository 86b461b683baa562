import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaveLearningContent, SeedLearningLibrary } from '../../domain/learning-content.commands.js';
import { LEARNING_LIBRARY, lessonContent } from '../../domain/learning-library.js';

/** Loads the seed library lesson by lesson under fixed ids: twice adds nothing. Admins only (the route's rule). */
@CommandHandler(SeedLearningLibrary)
export class SeedLearningLibraryHandler implements ICommandHandler<SeedLearningLibrary> {
  constructor(private readonly commandBus: CommandBus) {}

  async execute(command: SeedLearningLibrary): Promise<{ added: number; revised: number; unchanged: number }> {
    const result = { added: 0, revised: 0, unchanged: 0 };
    for (const lesson of LEARNING_LIBRARY) {
      const outcome = await this.commandBus.execute(
        new SaveLearningContent({ contentId: lesson.id, content: lessonContent(lesson), intent: 'load' }, command.actor),
      );
      result[outcome] += 1;
    }
    return result;
  }
}
