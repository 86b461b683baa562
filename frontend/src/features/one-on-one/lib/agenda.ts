import type { AgendaResponse } from '../../../shared/api/generated/one-on-one-agendas';

/**
 * Whether the 1on1 module recorded a session that the agenda has not closed yet. Closing follows
 * the record (a reactor), and the record's answer waits for it (read-your-writes, decision 0054),
 * so this holds only when that wait ran out of time or someone else recorded the session a moment
 * ago: the panel says so and offers to read again (no polling, decision 0066).
 */
export function isClosingPending(agenda: Pick<AgendaResponse, 'lastSessionDate' | 'pastSessions'>): boolean {
  if (agenda.lastSessionDate === null) return false;
  const latest = agenda.pastSessions[0]?.sessionDate ?? null;
  return latest === null || latest < agenda.lastSessionDate;
}

/** What the caller may do with an action item: the member closes any, the manager their own. */
export function canCloseActionItem(role: AgendaResponse['role'], owner: 'member' | 'manager'): boolean {
  return role === 'member' || owner === 'manager';
}
