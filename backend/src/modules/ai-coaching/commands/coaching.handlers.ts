import { passThrough } from '../../../platform/commands/pass-through.js';
import {
  CompleteCoachingRecommendation,
  CompleteCoachingSession,
  DeleteCoachingSession,
  FailCoachingReply,
  RecordCoachingReply,
  StartCoachingSession,
} from '../domain/coaching-session.commands.js';
import { coachingSessionDecider, coachingSessionStreamId } from '../domain/coaching-session.js';
import { DeleteJournalEntry, WriteJournalEntry } from '../domain/journal-entry.commands.js';
import { journalEntryDecider, journalEntryStreamId } from '../domain/journal-entry.js';

const onSession = (command: { data: { sessionId: string } }) => coachingSessionStreamId(command.data.sessionId);
const onEntry = (command: { data: { entryId: string } }) => journalEntryStreamId(command.data.entryId);

/**
 * The session and journal commands that decide on their own stream alone (platform/commands/
 * pass-through.ts). Ownership is the decider's: someone else's session is answered as unknown.
 * Sending a message reads the clock: `send-coaching-message/send-coaching-message.handler.ts`.
 */
export const COACHING_COMMAND_HANDLERS = [
  passThrough(StartCoachingSession, onSession, coachingSessionDecider, (c) => ({ id: c.data.sessionId })),
  passThrough(RecordCoachingReply, onSession, coachingSessionDecider),
  passThrough(FailCoachingReply, onSession, coachingSessionDecider),
  passThrough(CompleteCoachingSession, onSession, coachingSessionDecider),
  passThrough(CompleteCoachingRecommendation, onSession, coachingSessionDecider),
  passThrough(DeleteCoachingSession, onSession, coachingSessionDecider),
  passThrough(WriteJournalEntry, onEntry, journalEntryDecider, (c) => ({ id: c.data.entryId })),
  passThrough(DeleteJournalEntry, onEntry, journalEntryDecider),
];
