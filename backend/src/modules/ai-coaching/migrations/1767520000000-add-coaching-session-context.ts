import { orNull, SchemaMigration } from '../../../platform/database/schema.js';

/**
 * `ai_coaching_sessions.context`: the board a session was started from (`{ source, teamId,
 * memberId? }`, decision 0076), or null. Only the reference: the coach gathers the board's facts
 * again at each turn. Sessions started before have none.
 */
export class AddCoachingSessionContext1767520000000 extends SchemaMigration {
  name = 'AddCoachingSessionContext1767520000000';
  protected readonly columns = { ai_coaching_sessions: { context: orNull.jsonb } };
}
