import type { DataSource } from 'typeorm';
import { DEFAULT_SESSION_TOPICS, SESSION_TOPIC_CATEGORIES } from '../domain/default-session-topics.js';
import type { SessionTopicResponse } from '../http/one-on-one-agendas.response.dto.js';
import type { SessionTopicRow } from '../projections/agenda-board/agenda-board.read-model.js';

type TopicRecord = Pick<SessionTopicRow, 'id' | 'name' | 'category' | 'description' | 'isActive'>;

/** A team's catalogue in order; the default topics while no leader changed it (no rows yet). */
export async function teamTopics(db: DataSource, teamId: string): Promise<SessionTopicResponse[]> {
  const rows: TopicRecord[] = await db.query(
    `SELECT id, name, category, description, is_active AS "isActive" FROM session_topics WHERE team_id = $1 ORDER BY sort_order, id`,
    [teamId],
  );
  const records: TopicRecord[] =
    rows.length > 0
      ? rows
      : DEFAULT_SESSION_TOPICS.map((topic) => ({ id: topic.topicId, name: topic.name, category: topic.category, description: topic.description, isActive: true }));
  return records.map((row) => ({ ...row, categoryLabel: SESSION_TOPIC_CATEGORIES[row.category] }));
}
