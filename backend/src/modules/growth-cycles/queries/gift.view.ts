import type { DataSource } from 'typeorm';
import type { UserDirectory } from '../../users/index.js';
import type { FeedForwardResponse, FeedbackResponse } from '../http/growth-cycles.response.dto.js';
import type { FeedForwardRow, FeedbackRow } from '../projections/growth-cycles/growth-cycles.read-model.js';

type FeedbackRecord = Pick<FeedbackRow, 'id' | 'growthCycleId' | 'fromUserId' | 'toUserId' | 'message' | 'emotionBadges' | 'experiencePoints' | 'createdAt'>;
type FeedForwardRecord = Pick<
  FeedForwardRow,
  | 'id'
  | 'growthCycleId'
  | 'fromUserId'
  | 'toUserId'
  | 'originalMessage'
  | 'transformedMessage'
  | 'category'
  | 'skillTreeAbility'
  | 'experiencePoints'
  | 'thankedAt'
  | 'createdAt'
>;

/** Each gift with its giver's name and shown (a gift is never hidden), its other fields as read. */
async function withGiverNames<R extends { fromUserId: string }>(users: UserDirectory, rows: R[]): Promise<(R & { fromUserName: string; isVisible: boolean })[]> {
  const names = await users.displayNames([...new Set(rows.map((row) => row.fromUserId))]);
  return rows.map((row) => ({ ...row, fromUserName: names.get(row.fromUserId) ?? '', isVisible: true }));
}

/** Feedback rows matching `where` (over `growth_cycle_feedback`), newest first, with the givers' names. */
export async function findFeedback(db: DataSource, users: UserDirectory, where: string, params: unknown[]): Promise<FeedbackResponse[]> {
  const rows: FeedbackRecord[] = await db.query(
    `SELECT id, growth_cycle_id AS "growthCycleId", from_user_id AS "fromUserId", to_user_id AS "toUserId", message,
            emotion_badges AS "emotionBadges", experience_points AS "experiencePoints", created_at AS "createdAt"
       FROM growth_cycle_feedback WHERE ${where} ORDER BY event_position DESC`,
    params,
  );
  return (await withGiverNames(users, rows)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Feed-forward rows matching `where` (over `growth_cycle_feed_forward`), newest first, with the givers' names. */
export async function findFeedForward(db: DataSource, users: UserDirectory, where: string, params: unknown[]): Promise<FeedForwardResponse[]> {
  const rows: FeedForwardRecord[] = await db.query(
    `SELECT id, growth_cycle_id AS "growthCycleId", from_user_id AS "fromUserId", to_user_id AS "toUserId", original_message AS "originalMessage",
            transformed_message AS "transformedMessage", category, skill_tree_ability AS "skillTreeAbility",
            experience_points AS "experiencePoints", thanked_at AS "thankedAt", created_at AS "createdAt"
       FROM growth_cycle_feed_forward WHERE ${where} ORDER BY event_position DESC`,
    params,
  );
  return (await withGiverNames(users, rows)).map((row) => ({
    ...row,
    thankedAt: row.thankedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
