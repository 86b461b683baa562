import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
import type { OneOnOneAgendaEvent, SessionTopicCatalogueEvent } from '../../events/one-on-one-agenda.events.js';

type HandledEvent = OneOnOneAgendaEvent | SessionTopicCatalogueEvent;

function setTopicActive({ data }: { data: { teamId: string; topicId: string } }, db: RowWriter, active: boolean) {
  return db.update('session_topics', { is_active: active }, { team_id: data.teamId, id: data.topicId });
}

/**
 * Topic catalogues, agendas, action items and pulses. Inserts skip rows that exist and updates
 * are keyed by ids, so an event applied twice leaves the same rows. Applied by the catch-up loop
 * (read-your-writes waits for it); nothing here is owned by another module.
 */
export class AgendaBoardProjection extends rowProjection<HandledEvent>({
  name: 'one-on-one-agendas',
  tables: ['session_topics', 'session_topic_relations', 'one_on_one_action_items', 'one_on_one_agenda_sessions'],
  on: {
    SessionTopicCatalogueSeeded: async ({ data: { teamId, topics } }, db) => {
      for (const [index, topic] of topics.entries()) {
        const row = { team_id: teamId, id: topic.topicId, name: topic.name, category: topic.category, description: topic.description };
        await db.insert('session_topics', { ...row, is_active: true, sort_order: index });
      }
    },
    // Added last in the team's order.
    SessionTopicAdded: ({ data: d }, db) =>
      db.query(
        `INSERT INTO session_topics (team_id, id, name, category, description, is_active, sort_order)
         VALUES ($1, $2, $3, $4, $5, true, (SELECT coalesce(max(sort_order) + 1, 0) FROM session_topics WHERE team_id = $1))
         ON CONFLICT DO NOTHING`,
        [d.teamId, d.topicId, d.name, d.category, d.description],
      ),
    SessionTopicDeactivated: (event, db) => setTopicActive(event, db, false),
    SessionTopicReactivated: (event, db) => setTopicActive(event, db, true),
    AgendaTopicAdded: ({ data: d, metadata }, db) =>
      db.insert('session_topic_relations', {
        id: d.itemId,
        entry_id: d.entryId,
        session_id: null,
        topic_id: d.topicId,
        title: d.title,
        priority: d.priority,
        notes: d.notes,
        response_wanted: d.responseWanted,
        added_by: d.addedBy,
        outcome: null,
        added_at: metadata.occurredAt,
      }),
    AgendaTopicRemoved: ({ data }, db) => db.delete('session_topic_relations', { id: data.itemId }),
    AgendaTopicOutcomeRecorded: ({ data }, db) => db.update('session_topic_relations', { outcome: data.outcome }, { id: data.itemId }),
    ActionItemAdded: ({ data: d, metadata }, db) =>
      db.insert('one_on_one_action_items', {
        id: d.actionItemId,
        entry_id: d.entryId,
        session_id: null,
        title: d.title,
        owner: d.owner,
        due_date: d.dueDate,
        completed_at: null,
        completed_by: null,
        added_at: metadata.occurredAt,
      }),
    ActionItemCompleted: ({ data, metadata }, db) =>
      db.query(`UPDATE one_on_one_action_items SET completed_at = coalesce(completed_at, $2::timestamptz), completed_by = $3 WHERE id = $1`, [
        data.actionItemId,
        metadata.occurredAt,
        data.completedBy,
      ]),
    AgendaClosed: async ({ data: d, metadata }, db) => {
      const session = { session_id: d.sessionId, entry_id: d.entryId, session_date: d.sessionDate };
      await db.insert('one_on_one_agenda_sessions', { ...session, clarity: null, pulse_comment: null, closed_at: metadata.occurredAt });
      await db.query(`UPDATE session_topic_relations SET session_id = $2 WHERE id = ANY($1::text[])`, [d.itemIds, d.sessionId]);
      await db.query(`UPDATE one_on_one_action_items SET session_id = $2 WHERE id = ANY($1::text[])`, [d.actionItemIds, d.sessionId]);
    },
    AgendaPulseGiven: ({ data }, db) =>
      db.update('one_on_one_agenda_sessions', { clarity: data.clarity, pulse_comment: data.comment }, { session_id: data.sessionId }),
    AgendaDiscarded: async ({ data }, db) => {
      for (const table of ['session_topic_relations', 'one_on_one_action_items', 'one_on_one_agenda_sessions'] as const) {
        await db.delete(table, { entry_id: data.entryId });
      }
    },
  },
}) {}
