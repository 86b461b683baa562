import type { AgendaResponse } from '../../../shared/api/generated/api';

/**
 * Whether the 1on1 module recorded a session that the agenda has not closed yet: closing follows
 * the record a moment later (a reactor), so the agenda is read again until it has.
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
