import { given, inStream, projectionHarness } from '../../../../platform/projections/test-support/projection-harness.js';
import { DEFAULT_SESSION_TOPICS } from '../../domain/default-session-topics.js';
import { anActionItemAdded, anAgendaClosed, aTopicAdded, ENTRY } from '../../domain/one-on-one-agenda.mother.js';
import { CreateOneOnOneAgendaReadModels1765100000000 } from '../../migrations/1765100000000-create-one-on-one-agenda-read-models.js';
import { AgendaBoardProjection } from './agenda-board.projection.js';

const agenda = inStream(`one-on-one-agenda-${ENTRY}`);
const catalogue = inStream('session-topic-catalogue-team-1');

describe('AgendaBoardProjection', () => {
  const h = projectionHarness([new AgendaBoardProjection()], [CreateOneOnOneAgendaReadModels1765100000000]);

  const snapshot = async () => ({
    topics: await h.rows('SELECT id, name, is_active, sort_order FROM session_topics ORDER BY sort_order'),
    items: await h.rows('SELECT id, session_id, title, priority, response_wanted, outcome FROM session_topic_relations ORDER BY id'),
    actions: await h.rows('SELECT id, session_id, completed_by FROM one_on_one_action_items ORDER BY id'),
    sessions: await h.rows('SELECT session_id, session_date::text, clarity FROM one_on_one_agenda_sessions ORDER BY session_id'),
  });

  it('keeps the catalogue in order, deactivated topics included', async () => {
    const rows = await h.applyTwice(
      given(
        catalogue({ type: 'SessionTopicCatalogueSeeded', data: { teamId: 'team-1', topics: [...DEFAULT_SESSION_TOPICS] } }),
        catalogue({ type: 'SessionTopicAdded', data: { teamId: 'team-1', topicId: 't-new', name: '副業', category: 'career', description: null } }),
        catalogue({ type: 'SessionTopicDeactivated', data: { teamId: 'team-1', topicId: 'default-workload' } }),
      ),
      snapshot,
    );
    expect(rows.topics).toHaveLength(DEFAULT_SESSION_TOPICS.length + 1);
    expect(rows.topics.at(-1)).toMatchObject({ id: 't-new', sort_order: DEFAULT_SESSION_TOPICS.length, is_active: true });
    expect(rows.topics.find((t) => t.id === 'default-workload')).toMatchObject({ is_active: false });
  });

  it("turns the open agenda into the held session's record; carried items keep the session they were agreed in", async () => {
    const rows = await h.applyTwice(
      given(
        agenda(aTopicAdded()),
        agenda({ type: 'AgendaTopicOutcomeRecorded', data: { entryId: ENTRY, itemId: 'item-1', outcome: '週次で見直す' } }),
        agenda(anActionItemAdded()),
        agenda(anAgendaClosed({ itemIds: ['item-1'], actionItemIds: ['action-1'] })),
        agenda({ type: 'AgendaPulseGiven', data: { entryId: ENTRY, sessionId: 'session-1', clarity: 4, comment: null } }),
        agenda(aTopicAdded({ itemId: 'item-2', title: '次の議題' })),
        agenda({ type: 'ActionItemCompleted', data: { entryId: ENTRY, actionItemId: 'action-1', completedBy: 'member' } }),
      ),
      snapshot,
    );
    expect(rows.items).toEqual([
      { id: 'item-1', session_id: 'session-1', title: '業務量', priority: 1, response_wanted: 'listen', outcome: '週次で見直す' },
      { id: 'item-2', session_id: null, title: '次の議題', priority: 1, response_wanted: 'listen', outcome: null },
    ]);
    expect(rows.actions).toEqual([{ id: 'action-1', session_id: 'session-1', completed_by: 'member' }]);
    expect(rows.sessions).toEqual([{ session_id: 'session-1', session_date: '2026-06-01', clarity: 4 }]);
  });

  it('forgets the agendas of a deleted entry', async () => {
    const rows = await h.applyTwice(
      given(agenda(aTopicAdded()), agenda(anActionItemAdded()), agenda(anAgendaClosed()), agenda({ type: 'AgendaDiscarded', data: { entryId: ENTRY } })),
      snapshot,
    );
    expect(rows).toMatchObject({ items: [], actions: [], sessions: [] });
  });
});
