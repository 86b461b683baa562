import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { AgendaClosed, AgendaTopicAdded, ActionItemAdded } from '../events/one-on-one-agenda.events.js';
import { AddActionItem, AddAgendaTopic, CompleteActionItem, GiveAgendaPulse } from './one-on-one-agenda.commands.js';

export const ENTRY = 'entry-1';
export const TODAY = '2026-06-01';
const actor = aSessionUser();

export const aTopicAdded = (overrides: Partial<AgendaTopicAdded['data']> = {}): AgendaTopicAdded => ({
  type: 'AgendaTopicAdded',
  data: { entryId: ENTRY, itemId: 'item-1', topicId: null, title: '業務量', priority: 1, notes: null, responseWanted: 'listen', addedBy: 'member', ...overrides },
});

export const anActionItemAdded = (overrides: Partial<ActionItemAdded['data']> = {}): ActionItemAdded => ({
  type: 'ActionItemAdded',
  data: { entryId: ENTRY, actionItemId: 'action-1', title: '優先順位を共有する', owner: 'member', dueDate: null, ...overrides },
});

export const anAgendaClosed = (overrides: Partial<AgendaClosed['data']> = {}): AgendaClosed => ({
  type: 'AgendaClosed',
  data: { entryId: ENTRY, sessionId: 'session-1', sessionDate: TODAY, itemIds: [], actionItemIds: [], ...overrides },
});

export const anAddTopic = (overrides: Partial<AddAgendaTopic['data']> = {}) =>
  new AddAgendaTopic({ entryId: ENTRY, sessionId: 'next', itemId: 'item-1', title: '業務量', responseWanted: 'listen', ...overrides }, actor);

export const anAddActionItem = (overrides: Partial<AddActionItem['data']> = {}) =>
  new AddActionItem({ entryId: ENTRY, sessionId: 'next', actionItemId: 'action-1', title: '優先順位を共有する', owner: 'member', ...overrides }, actor);

export const aComplete = (actionItemId = 'action-1') => new CompleteActionItem({ entryId: ENTRY, actionItemId }, actor);

export const aPulse = (overrides: Partial<GiveAgendaPulse['data']> = {}) =>
  new GiveAgendaPulse({ entryId: ENTRY, sessionId: 'session-1', clarity: 4, ...overrides }, actor);
