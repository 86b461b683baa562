import type { DataSource } from 'typeorm';
import type { UserDirectory } from '../../users/index.js';
import { buddyOf } from '../domain/buddy.js';
import type { GrowthCycleResponse } from '../http/growth-cycles.response.dto.js';
import type { GrowthCycleRow } from '../projections/growth-cycles/growth-cycles.read-model.js';

/** A cycle as the API answers it (the response DTO's shape). */
export type GrowthCycleView = GrowthCycleResponse;

type CycleRecord = Pick<
  GrowthCycleRow,
  | 'id'
  | 'userId'
  | 'title'
  | 'description'
  | 'targetBehaviors'
  | 'isPublic'
  | 'supporterMembers'
  | 'buddyExperience'
  | 'buddyEvolutions'
  | 'status'
  | 'feedbackCount'
  | 'feedForwardCount'
  | 'startedAt'
  | 'completedAt'
  | 'targetDate'
>;

const COLUMNS = `id, user_id AS "userId", title, description, target_behaviors AS "targetBehaviors", is_public AS "isPublic",
  supporter_members AS "supporterMembers", buddy_experience AS "buddyExperience", buddy_evolutions AS "buddyEvolutions", status,
  feedback_count AS "feedbackCount", feed_forward_count AS "feedForwardCount", started_at AS "startedAt", completed_at AS "completedAt",
  to_char(target_date, 'YYYY-MM-DD') AS "targetDate"`;

/** Cycles matching `where` (over `growth_cycles`), newest first, with their owners' and supporters' names. */
export async function findCycles(
  db: DataSource,
  users: UserDirectory,
  where: string,
  params: unknown[],
  limit = 500,
): Promise<GrowthCycleView[]> {
  const rows: CycleRecord[] = await db.query(
    `SELECT ${COLUMNS} FROM growth_cycles WHERE ${where} ORDER BY started_position DESC LIMIT ${Number(limit)}`,
    params,
  );
  const names = await users.displayNames([...new Set(rows.flatMap((row) => [row.userId, ...row.supporterMembers]))]);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    ownerName: names.get(row.userId) ?? '',
    title: row.title,
    description: row.description,
    targetBehaviors: row.targetBehaviors,
    isPublic: row.isPublic,
    supporterMembers: row.supporterMembers,
    supporters: row.supporterMembers.flatMap((userId) => {
      const displayName = names.get(userId);
      return displayName === undefined ? [] : [{ userId, displayName }];
    }),
    status: row.status,
    ...buddyOf(row.buddyExperience),
    buddyEvolutions: row.buddyEvolutions,
    feedbackCount: row.feedbackCount,
    feedForwardCount: row.feedForwardCount,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    targetDate: row.targetDate,
  }));
}
