import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** What the open agenda of an entry holds, in numbers. */
export interface AgendaCounts {
  /** Topics on the next session's agenda. */
  topics: number;
  /** Action items not closed yet (carried over or new). */
  openActionItems: number;
}

/**
 * The agendas module's published reads (exported by `OneOnOneAgendasModule`, re-exported from
 * `index.ts`), answered from its read models. It never checks access: the caller already knows
 * the entries are the reader's (e.g. the dashboard's upcoming 1on1s of the signed-in manager).
 */
@Injectable()
export class AgendaReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Counts per entry id; entries without any agenda are left out. */
  async openCounts(entryIds: readonly string[]): Promise<ReadonlyMap<string, AgendaCounts>> {
    if (entryIds.length === 0) return new Map();
    const rows: { entry_id: string; topics: number; open_action_items: number }[] = await this.db.query(
      `SELECT entry_id, sum(topics)::int AS topics, sum(actions)::int AS open_action_items FROM (
         SELECT entry_id, count(*) AS topics, 0 AS actions FROM session_topic_relations
           WHERE entry_id = ANY($1::text[]) AND session_id IS NULL GROUP BY entry_id
         UNION ALL
         SELECT entry_id, 0, count(*) FROM one_on_one_action_items
           WHERE entry_id = ANY($1::text[]) AND completed_at IS NULL GROUP BY entry_id
       ) counts GROUP BY entry_id`,
      [[...entryIds]],
    );
    return new Map(rows.map((row) => [row.entry_id, { topics: row.topics, openActionItems: row.open_action_items }]));
  }
}
