import { canCloseActionItem, isClosingPending } from './agenda';

const past = (sessionDate: string) => ({ sessionId: sessionDate, sessionDate, topics: [], actionItems: [], pulse: null });

describe('agenda rules', () => {
  it('waits for the agenda to close after a recorded session', () => {
    expect(isClosingPending({ lastSessionDate: null, pastSessions: [] })).toBe(false);
    expect(isClosingPending({ lastSessionDate: '2026-06-01', pastSessions: [] })).toBe(true);
    expect(isClosingPending({ lastSessionDate: '2026-06-01', pastSessions: [past('2026-05-20')] })).toBe(true);
    expect(isClosingPending({ lastSessionDate: '2026-06-01', pastSessions: [past('2026-06-01')] })).toBe(false);
  });

  it('lets the member close any action item and the manager only their own', () => {
    expect(canCloseActionItem('member', 'manager')).toBe(true);
    expect(canCloseActionItem('manager', 'manager')).toBe(true);
    expect(canCloseActionItem('manager', 'member')).toBe(false);
  });
});
