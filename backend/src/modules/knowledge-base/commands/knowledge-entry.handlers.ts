import { passThrough } from '../../../platform/commands/pass-through.js';
import { SaveKnowledgeEntry, type SaveOutcome } from '../domain/knowledge-entry.commands.js';
import { knowledgeEntryDecider, knowledgeEntryStream } from '../domain/knowledge-entry.js';

/**
 * Saving an entry decides on its stream alone (platform/commands/pass-through.ts) and answers what
 * it did. Admins only: the route's `@Access('admin')` is the check (the entries are the product's book data).
 */
export const KNOWLEDGE_ENTRY_COMMAND_HANDLERS = [
  passThrough(SaveKnowledgeEntry, (c) => knowledgeEntryStream.streamId(c.data.entryId), knowledgeEntryDecider, (_, { events }): SaveOutcome => {
    if (events.length === 0) return 'unchanged';
    return events[0].type === 'KnowledgeEntryAdded' ? 'added' : 'revised';
  }),
];
