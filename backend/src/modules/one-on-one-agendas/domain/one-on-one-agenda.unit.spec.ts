import { deciderSpec } from '../../../test-support/decider-spec.js';
import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import { CloseAgenda, DiscardAgenda, RemoveAgendaTopic } from './one-on-one-agenda.commands.js';
import { oneOnOneAgendaDecider } from './one-on-one-agenda.js';
import { aComplete, anActionItemAdded, anAddActionItem, anAddTopic, anAgendaClosed, aPulse, aTopicAdded, ENTRY, TODAY } from './one-on-one-agenda.mother.js';

const { given } = deciderSpec(oneOnOneAgendaDecider);
const asMember = { role: 'member' as const, topic: null };
const asManager = { role: 'manager' as const, topic: null };
const close = (sessionId = 'session-1') => new CloseAgenda({ entryId: ENTRY, sessionId, sessionDate: TODAY });

describe('1on1 agenda decider', () => {
  describe('topics', () => {
    it("adds the member's topic with the response they want, trimmed, priority 1 by default", () =>
      given().when(anAddTopic({ title: '  業務量  ', notes: ' ' }), asMember).then([aTopicAdded()]));
    it("keeps no response wanted on the manager's topics", () =>
      given().when(anAddTopic({ responseWanted: 'advice' }), asManager).then([aTopicAdded({ responseWanted: null, addedBy: 'manager' })]));
    it('refuses a blank topic', () => given().when(anAddTopic({ title: ' ' }), asMember).thenFails('AGENDA.INVALID_INPUT', { kind: 'validation', message: '議題を入力してください' }));
    it.each([0, 4, 1.5])('refuses priority %p', (priority) =>
      given().when(anAddTopic({ priority }), asMember).thenFails('AGENDA.INVALID_INPUT', { message: '優先度は1から3' }));
    it('asks the member what response they want', () =>
      given().when(anAddTopic({ responseWanted: null }), asMember).thenFails('AGENDA.INVALID_INPUT', { message: '希望する関わり方' }));
    it('refuses an unknown and an inactive catalogue topic', () => {
      given().when(anAddTopic({ topicId: 'gone' }), asMember).thenFails('AGENDA.TOPIC_NOT_FOUND', { kind: 'not_found' });
      given().when(anAddTopic({ topicId: 'old' }), { role: 'member', topic: { name: '古い', isActive: false } }).thenFails('AGENDA.TOPIC_INACTIVE');
    });
    it("lets the member remove their own topic but not the manager's", () => {
      const remove = new RemoveAgendaTopic({ entryId: ENTRY, sessionId: 'next', itemId: 'item-1' }, aSessionUser());
      given(aTopicAdded({ addedBy: 'manager' })).when(remove, { role: 'member' }).thenFails('AGENDA.NOT_ALLOWED', { kind: 'forbidden' });
      given(aTopicAdded()).when(remove, { role: 'member' }).then([{ type: 'AgendaTopicRemoved', data: { entryId: ENTRY, itemId: 'item-1' } }]);
    });
  });

  describe('a held session', () => {
    it('closes the open agenda with its topics and the action items added on it; a second close of the same session decides nothing', () => {
      given(aTopicAdded(), anActionItemAdded())
        .when(close())
        .then([anAgendaClosed({ itemIds: ['item-1'], actionItemIds: ['action-1'] })]);
      given(aTopicAdded(), anAgendaClosed({ itemIds: ['item-1'] })).when(close()).then([]);
    });
    it('lists only the action items added since, not those carried over', () =>
      given(anActionItemAdded(), anAgendaClosed({ actionItemIds: ['action-1'] }), anActionItemAdded({ actionItemId: 'action-2' }))
        .when(close('session-2'))
        .then([anAgendaClosed({ sessionId: 'session-2', actionItemIds: ['action-2'] })]));
    it('is read-only: no topic or action item on it', () => {
      given(anAgendaClosed()).when(anAddTopic({ sessionId: 'session-1' }), asMember).thenFails('AGENDA.SESSION_CLOSED', { kind: 'conflict' });
      given(anAgendaClosed())
        .when(anAddActionItem({ sessionId: 'session-1' }), { role: 'manager', today: TODAY })
        .thenFails('AGENDA.SESSION_CLOSED', { message: '実施済みの1on1の記録は変更できません' });
      given().when(anAddActionItem({ sessionId: 'unknown' }), { role: 'manager', today: TODAY }).thenFails('AGENDA.SESSION_NOT_FOUND');
    });
  });

  describe('action items', () => {
    it('refuses a due date in the past', () =>
      given().when(anAddActionItem({ dueDate: '2026-05-31' }), { role: 'manager', today: TODAY }).thenFails('AGENDA.INVALID_INPUT'));
    it("is closed by the member, and by the manager only when it is the manager's own", () => {
      given(anActionItemAdded()).when(aComplete(), { role: 'member' }).then([
        { type: 'ActionItemCompleted', data: { entryId: ENTRY, actionItemId: 'action-1', completedBy: 'member' } },
      ]);
      given(anActionItemAdded()).when(aComplete(), { role: 'manager' }).thenFails('AGENDA.NOT_ALLOWED', { kind: 'forbidden' });
      given(anActionItemAdded({ owner: 'manager' })).when(aComplete(), { role: 'manager' }).then([
        { type: 'ActionItemCompleted', data: { entryId: ENTRY, actionItemId: 'action-1', completedBy: 'manager' } },
      ]);
    });
  });

  describe('pulse', () => {
    it('takes one from the member after the session, 1..5', () => {
      given(anAgendaClosed()).when(aPulse(), { role: 'member' }).then([
        { type: 'AgendaPulseGiven', data: { entryId: ENTRY, sessionId: 'session-1', clarity: 4, comment: null } },
      ]);
      given(anAgendaClosed()).when(aPulse({ clarity: 6 }), { role: 'member' }).thenFails('AGENDA.INVALID_INPUT');
      given(anAgendaClosed()).when(aPulse(), { role: 'manager' }).thenFails('AGENDA.NOT_ALLOWED');
      given(anAgendaClosed(), { type: 'AgendaPulseGiven', data: { entryId: ENTRY, sessionId: 'session-1', clarity: 3, comment: null } })
        .when(aPulse(), { role: 'member' })
        .thenFails('AGENDA.PULSE_ALREADY_GIVEN', { kind: 'conflict' });
      given().when(aPulse({ sessionId: 'next' }), { role: 'member' }).thenFails('AGENDA.INVALID_INPUT', { message: '実施後' });
    });
  });

  it('discards everything when the entry is deleted, once', () => {
    const discard = new DiscardAgenda({ entryId: ENTRY });
    given(aTopicAdded()).when(discard).then([{ type: 'AgendaDiscarded', data: { entryId: ENTRY } }]);
    given(aTopicAdded(), { type: 'AgendaDiscarded', data: { entryId: ENTRY } }).when(discard).then([]);
  });
});
