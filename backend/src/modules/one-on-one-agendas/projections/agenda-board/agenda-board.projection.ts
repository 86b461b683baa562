import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { deleteRows, insertRow, insertRows, updateRows } from '../../../../platform/database/rows.js';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { OneOnOneAgendaEvent, SessionTopicCatalogueEvent } from '../../events/one-on-one-agenda.events.js';

type HandledEvent = OneOnOneAgendaEvent | SessionTopicCatalogueEvent;

const HANDLED: readonly HandledEvent['type'][] = [
  'SessionTopicCatalogueSeeded',
  'SessionTopicAdded',
  'SessionTopicDeactivated',
  'SessionTopicReactivated',
  'AgendaTopicAdded',
  'AgendaTopicRemoved',
  'AgendaTopicOutcomeRecorded',
  'ActionItemAdded',
  'ActionItemCompleted',
  'AgendaClosed',
  'AgendaPulseGiven',
  'AgendaDiscarded',
];

/**
 * Topic catalogues, agendas, action items and pulses. Inserts skip rows that exist and updates
 * are keyed by ids, so an event applied twice leaves the same rows. Applied by the catch-up loop
 * (read-your-writes waits for it); nothing here is owned by another module.
 */
@Injectable()
@ReadModelProjection()
export class AgendaBoardProjection implements Projection<HandledEvent> {
  readonly name = 'one-on-one-agendas';
  readonly handles = HANDLED;
  readonly tables = ['session_topics', 'session_topic_relations', 'one_on_one_action_items', 'one_on_one_agenda_sessions'];

  async apply(event: RecordedEventOf<HandledEvent>, manager: EntityManager): Promise<void> {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'SessionTopicCatalogueSeeded': {
        const { teamId, topics } = event.data;
        return insertRows(
          manager,
          'session_topics',
          topics.map((topic, index) => ({
            team_id: teamId,
            id: topic.topicId,
            name: topic.name,
            category: topic.category,
            description: topic.description,
            is_active: true,
            sort_order: index,
          })),
          { ignore: true },
        );
      }
      case 'SessionTopicAdded': {
        const { teamId, topicId, name, category, description } = event.data;
        await manager.query(
          `INSERT INTO session_topics (team_id, id, name, category, description, is_active, sort_order)
           VALUES ($1, $2, $3, $4, $5, true, (SELECT coalesce(max(sort_order) + 1, 0) FROM session_topics WHERE team_id = $1))
           ON CONFLICT DO NOTHING`,
          [teamId, topicId, name, category, description],
        );
        return;
      }
      case 'SessionTopicDeactivated':
      case 'SessionTopicReactivated':
        await updateRows(manager, 'session_topics', { is_active: event.type === 'SessionTopicReactivated' }, { team_id: event.data.teamId, id: event.data.topicId });
        return;
      case 'AgendaTopicAdded': {
        const d = event.data;
        await insertRow(
          manager,
          'session_topic_relations',
          {
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
            added_at: at,
          },
          { ignore: true },
        );
        return;
      }
      case 'AgendaTopicRemoved':
        await deleteRows(manager, 'session_topic_relations', { id: event.data.itemId });
        return;
      case 'AgendaTopicOutcomeRecorded':
        await updateRows(manager, 'session_topic_relations', { outcome: event.data.outcome }, { id: event.data.itemId });
        return;
      case 'ActionItemAdded': {
        const d = event.data;
        await insertRow(
          manager,
          'one_on_one_action_items',
          { id: d.actionItemId, entry_id: d.entryId, session_id: null, title: d.title, owner: d.owner, due_date: d.dueDate, completed_at: null, completed_by: null, added_at: at },
          { ignore: true },
        );
        return;
      }
      case 'ActionItemCompleted':
        await manager.query(
          `UPDATE one_on_one_action_items SET completed_at = coalesce(completed_at, $2::timestamptz), completed_by = $3 WHERE id = $1`,
          [event.data.actionItemId, at, event.data.completedBy],
        );
        return;
      case 'AgendaClosed': {
        const { entryId, sessionId, sessionDate, itemIds, actionItemIds } = event.data;
        await insertRow(
          manager,
          'one_on_one_agenda_sessions',
          { session_id: sessionId, entry_id: entryId, session_date: sessionDate, clarity: null, pulse_comment: null, closed_at: at },
          { ignore: true },
        );
        await updateRows(manager, 'session_topic_relations', { session_id: sessionId }, { id: itemIds });
        await updateRows(manager, 'one_on_one_action_items', { session_id: sessionId }, { id: actionItemIds });
        return;
      }
      case 'AgendaPulseGiven':
        await updateRows(manager, 'one_on_one_agenda_sessions', { clarity: event.data.clarity, pulse_comment: event.data.comment }, { session_id: event.data.sessionId });
        return;
      case 'AgendaDiscarded':
        for (const table of ['session_topic_relations', 'one_on_one_action_items', 'one_on_one_agenda_sessions']) {
          await manager.query(`DELETE FROM ${table} WHERE entry_id = $1`, [event.data.entryId]);
        }
        return;
      default:
        assertNever(event);
    }
  }
}
