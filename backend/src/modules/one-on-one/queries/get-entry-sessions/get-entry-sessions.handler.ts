import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { approachLabel } from '../../domain/one-on-one-board.js';
import { OneOnOneEntryNotFoundError } from '../../domain/one-on-one-entry.errors.js';
import type { OneOnOneSessionRow } from '../../projections/one-on-one-board/one-on-one-board.read-model.js';
import { canReadEntriesOf, findEntries } from '../one-on-one-entry.view.js';
import { GetEntrySessionsQuery, type OneOnOneSessionView } from './get-entry-sessions.query.js';

/** The session's columns as its entity names them (dates as `YYYY-MM-DD` text). */
type SessionRecord = Pick<
  OneOnOneSessionRow,
  'id' | 'matrixEntryId' | 'sessionDate' | 'approach' | 'outcomes' | 'feedback' | 'effectiveness' | 'nextSessionDate' | 'createdAt'
>;

@QueryHandler(GetEntrySessionsQuery)
export class GetEntrySessionsHandler implements IQueryHandler<GetEntrySessionsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ entryId, reader }: GetEntrySessionsQuery): Promise<OneOnOneSessionView[]> {
    const [entry] = await findEntries(this.dataSource.manager, { entryId });
    if (!entry || !canReadEntriesOf(entry.managerId, reader)) throw new OneOnOneEntryNotFoundError();
    const rows: SessionRecord[] = await this.dataSource.query(
      `SELECT id, matrix_entry_id AS "matrixEntryId", session_date::text AS "sessionDate", approach, outcomes, feedback, effectiveness,
              next_session_date::text AS "nextSessionDate", created_at AS "createdAt"
       FROM one_on_one_sessions WHERE matrix_entry_id = $1 ORDER BY session_date DESC, event_position DESC`,
      [entryId],
    );
    return rows.map((row) => ({
      id: row.id,
      entryId: row.matrixEntryId,
      sessionDate: row.sessionDate,
      approach: row.approach,
      approachLabel: approachLabel(row.approach),
      outcomes: row.outcomes,
      feedback: row.feedback,
      effectiveness: row.effectiveness,
      nextSessionDate: row.nextSessionDate,
      recordedAt: row.createdAt.toISOString(),
    }));
  }
}
