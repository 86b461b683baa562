import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
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
        for (const [index, topic] of topics.entries()) {
          await manager.query(
            `INSERT INTO session_topics (team_id, id, name, category, description, is_active, sort_order)
             VALUES ($1, $2, $3, $4, $5, true, $6) ON CONFLICT DO NOTHING`,
            [teamId, topic.topicId, topic.name, topic.category, topic.description, index],
          );
        }
        return;
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
        await manager.query(`UPDATE session_topics SET is_active = $3 WHERE team_id = $1 AND id = $2`, [
          event.data.teamId,
          event.data.topicId,
          event.type === 'SessionTopicReactivated',
        ]);
        return;
      case 'AgendaTopicAdded': {
        const d = event.data;
        await manager.query(
          `INSERT INTO session_topic_relations (id, entry_id, session_id, topic_id, title, priority, notes, response_wanted, added_by, outcome, added_at)
           VALUES ($1, $2, NULL, $3, $4, $5, $6, $7, $8, NULL, $9) ON CONFLICT DO NOTHING`,
          [d.itemId, d.entryId, d.topicId, d.title, d.priority, d.notes, d.responseWanted, d.addedBy, at],
        );
        return;
      }
      case 'AgendaTopicRemoved':
        await manager.query(`DELETE FROM session_topic_relations WHERE id = $1`, [event.data.itemId]);
        return;
      case 'AgendaTopicOutcomeRecorded':
        await manager.query(`UPDATE session_topic_relations SET outcome = $2 WHERE id = $1`, [event.data.itemId, event.data.outcome]);
        return;
      case 'ActionItemAdded': {
        const d = event.data;
        await manager.query(
          `INSERT INTO one_on_one_action_items (id, entry_id, session_id, title, owner, due_date, completed_at, completed_by, added_at)
           VALUES ($1, $2, NULL, $3, $4, $5, NULL, NULL, $6) ON CONFLICT DO NOTHING`,
          [d.actionItemId, d.entryId, d.title, d.owner, d.dueDate, at],
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
        await manager.query(
          `INSERT INTO one_on_one_agenda_sessions (session_id, entry_id, session_date, clarity, pulse_comment, closed_at)
           VALUES ($1, $2, $3, NULL, NULL, $4) ON CONFLICT DO NOTHING`,
          [sessionId, entryId, sessionDate, at],
        );
        await manager.query(`UPDATE session_topic_relations SET session_id = $2 WHERE id = ANY($1::text[])`, [itemIds, sessionId]);
        await manager.query(`UPDATE one_on_one_action_items SET session_id = $2 WHERE id = ANY($1::text[])`, [actionItemIds, sessionId]);
        return;
      }
      case 'AgendaPulseGiven':
        await manager.query(`UPDATE one_on_one_agenda_sessions SET clarity = $2, pulse_comment = $3 WHERE session_id = $1`, [
          event.data.sessionId,
          event.data.clarity,
          event.data.comment,
        ]);
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
