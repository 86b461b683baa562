import { deciderSpec } from '../../../test-support/decider-spec.js';
import { DeleteJournalEntry, WriteJournalEntry } from './journal-entry.commands.js';
import { journalEntryDecider } from './journal-entry.js';
import { OWNER, STRANGER } from './coaching-session.mother.js';

const { given } = deciderSpec(journalEntryDecider);
const write = (data: Partial<WriteJournalEntry['data']> = {}) =>
  new WriteJournalEntry({ entryId: 'e1', weekOf: '2026-11-23', practiceContent: ' 聴いた ', aiSummary: 'まとめ', ...data }, OWNER);
const written = {
  type: 'JournalEntryWritten' as const,
  data: { entryId: 'e1', userId: OWNER.id, sessionId: null, weekOf: '2026-11-23', title: null, practiceContent: '聴いた', insights: null, challenges: null, goals: null, aiSummary: 'まとめ' },
};

describe('journal entry decider', () => {
  it('writes an entry with trimmed parts; needs one part and a date', () => {
    given().when(write()).then([written]);
    given().when(write({ practiceContent: ' ' })).thenFails('JOURNAL.EMPTY', { message: '振り返りの内容を一つ以上入力してください' });
    given().when(write({ weekOf: '2026-13-45' })).thenFails('JOURNAL.INVALID_WEEK');
    given().when(write({ goals: 'あ'.repeat(2001) })).thenFails('JOURNAL.TEXT_TOO_LONG');
  });
  it('lets only its writer delete it', () => {
    given(written).when(new DeleteJournalEntry({ entryId: 'e1' }, OWNER)).then([{ type: 'JournalEntryDeleted', data: { entryId: 'e1', userId: OWNER.id } }]);
    given(written).when(new DeleteJournalEntry({ entryId: 'e1' }, STRANGER)).thenFails('JOURNAL.ENTRY_NOT_FOUND', { kind: 'not_found' });
  });
});
