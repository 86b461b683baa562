import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { approachLabel } from '../../domain/one-on-one-board.js';
import { OneOnOneEntryNotFoundError } from '../../domain/one-on-one-entry.errors.js';
import type { OneOnOneApproach } from '../../events/one-on-one-entry.events.js';
import { canReadEntriesOf, findEntries } from '../one-on-one-entry.view.js';
import { GetEntrySessionsQuery, type OneOnOneSessionView } from './get-entry-sessions.query.js';

interface SessionRecord {
  id: string;
  entry_id: string;
  session_date: string;
  approach: OneOnOneApproach;
  outcomes: string | null;
  feedback: string | null;
  effectiveness: number;
  next_session_date: string | null;
  recorded_at: Date;
}

@QueryHandler(GetEntrySessionsQuery)
export class GetEntrySessionsHandler implements IQueryHandler<GetEntrySessionsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ entryId, reader }: GetEntrySessionsQuery): Promise<OneOnOneSessionView[]> {
    const [entry] = await findEntries(this.dataSource.manager, { entryId });
    if (!entry || !canReadEntriesOf(entry.manager_id, reader)) throw new OneOnOneEntryNotFoundError();
    const rows: SessionRecord[] = await this.dataSource.query(
      `SELECT id, matrix_entry_id AS entry_id, session_date::text AS session_date, approach, outcomes, feedback, effectiveness,
              next_session_date::text AS next_session_date, created_at AS recorded_at
       FROM one_on_one_sessions WHERE matrix_entry_id = $1 ORDER BY session_date DESC, event_position DESC`,
      [entryId],
    );
    return rows.map((row) => ({
      id: row.id,
      entryId: row.entry_id,
      sessionDate: row.session_date,
      approach: row.approach,
      approachLabel: approachLabel(row.approach),
      outcomes: row.outcomes,
      feedback: row.feedback,
      effectiveness: row.effectiveness,
      nextSessionDate: row.next_session_date,
      recordedAt: row.recorded_at.toISOString(),
    }));
  }
}
