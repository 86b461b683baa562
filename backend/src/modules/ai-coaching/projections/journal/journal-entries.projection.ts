import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { JournalEntryEvent } from '../../events/journal-entry.events.js';

const HANDLED: readonly JournalEntryEvent['type'][] = ['JournalEntryWritten', 'JournalEntryDeleted'];

/** The user's weekly journal entries. Keyed by id: applying twice changes nothing. */
@Injectable()
@ReadModelProjection()
export class JournalEntriesProjection implements Projection<JournalEntryEvent> {
  readonly name = 'journal-entries';
  readonly handles = HANDLED;
  readonly tables = ['journal_entries'];

  async apply(event: RecordedEventOf<JournalEntryEvent>, manager: EntityManager): Promise<void> {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'JournalEntryWritten': {
        const d = event.data;
        await manager.query(
          `INSERT INTO journal_entries (id, user_id, session_id, title, practice_content, insights, challenges, goals, ai_summary, is_public, week_of, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, false, $10, $11, $11) ON CONFLICT (id) DO NOTHING`,
          [d.entryId, d.userId, d.sessionId, d.title, d.practiceContent, d.insights, d.challenges, d.goals, d.aiSummary, d.weekOf, at],
        );
        return;
      }
      case 'JournalEntryDeleted':
        await manager.query(`DELETE FROM journal_entries WHERE id = $1`, [event.data.entryId]);
        return;
      default:
        assertNever(event);
    }
  }
}
