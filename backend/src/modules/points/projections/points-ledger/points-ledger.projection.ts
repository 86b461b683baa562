import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { deleteRows, insertRow, insertRows, updateRows, upsertRows, type NewRow, type Row } from '../../../../platform/database/rows.js';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { TeamDeleted, UserJoinedTeam, UserLeftTeam } from '../../../organization/index.js';
import { shopItem } from '../../domain/shop-catalogue.js';
import type {
  PointsEarned,
  PointsWithheld,
  ShopItemEquipped,
  ShopItemPurchased,
  ShopItemUnequipped,
  WithholdingReason,
} from '../../events/points-account.events.js';

/** The events that move an account's balance (folded in memory per batch) and the others. */
type AccountEvent = PointsEarned | PointsWithheld | ShopItemPurchased;
type OtherEvent = ShopItemEquipped | ShopItemUnequipped | UserJoinedTeam | UserLeftTeam | TeamDeleted;
type HandledEvent = AccountEvent | OtherEvent;

const ACCOUNT_EVENTS: readonly AccountEvent['type'][] = ['PointsEarned', 'PointsWithheld', 'ShopItemPurchased'];
const HANDLED: readonly HandledEvent['type'][] = [...ACCOUNT_EVENTS, 'ShopItemEquipped', 'ShopItemUnequipped', 'UserJoinedTeam', 'UserLeftTeam', 'TeamDeleted'];
const isAccountEvent = (event: RecordedEventOf<HandledEvent>): event is RecordedEventOf<AccountEvent> =>
  (ACCOUNT_EVENTS as readonly string[]).includes(event.type);

interface Account {
  totalPoints: number;
  availablePoints: number;
  feedback: number;
  feedForward: number;
  goalCompletion: number;
  spent: number;
  updatedAt: string;
}

const EARNED_DESCRIPTION = { feedback: 'フィードバック（称賛）を送った', feed_forward: 'フィードフォワード（応援）を送った', goal_completion: '成長サイクルを完了した' };
const WITHHELD_DESCRIPTION: Readonly<Record<WithholdingReason, string>> = {
  self_dealing: '付与なし：自分自身への送信',
  stock_phrase: '付与なし：定型句のみのメッセージ',
  giver_daily_cap: '付与なし：1日に受け取れる件数の上限',
  pair_daily_cap: '付与なし：同じ相手への1日の上限',
  cycle_too_short: '付与なし：開始から7日未満のサイクル完了',
  no_gifts_received: '付与なし：フィードバックを受け取っていないサイクル完了',
  completion_daily_cap: '付与なし：サイクル完了の1日の上限',
};

/** One ledger row as the account event makes it (the balance is the account's after the event). */
function transaction(
  event: RecordedEventOf<AccountEvent>,
  points: number,
  balanceAfter: number,
  type: string,
  description: string,
  related: string | null,
  counterpart: string | null,
  withheldReason: WithholdingReason | null = null,
): NewRow<'point_transactions'> {
  return {
    event_id: event.eventId,
    event_position: String(event.position),
    user_id: event.data.userId,
    transaction_type: type,
    points,
    balance_after: balanceAfter,
    related_entity_id: related,
    counterpart_user_id: counterpart,
    description,
    occurred_at: event.metadata.occurredAt,
    correlation_id: event.metadata.correlationId,
    causation_id: event.metadata.causationId,
    acted_by: event.metadata.userId,
    stream_id: event.streamId,
    revision: event.revision,
    withheld_reason: withheldReason,
  };
}

/**
 * Accounts (spec's user points), the ledger with each transaction's balance after it, owned and
 * equipped items, and team membership for the ledger's team filter. Events of a batch are folded
 * in memory and written with a handful of statements (the same path for one event), so a rebuild
 * costs a few statements per batch. A transaction row already present (an event applied again)
 * changes nothing.
 */
@Injectable()
@ReadModelProjection()
export class PointsLedgerProjection implements Projection<HandledEvent> {
  readonly name = 'points-ledger';
  readonly handles = HANDLED;
  readonly tables = ['user_points', 'point_transactions', 'user_customizations', 'points_user_teams'];

  apply(event: RecordedEventOf<HandledEvent>, manager: EntityManager): Promise<void> {
    return this.applyBatch([event], manager);
  }

  async applyBatch(events: readonly RecordedEventOf<HandledEvent>[], manager: EntityManager): Promise<void> {
    const accountEvents = events.filter(isAccountEvent);
    if (accountEvents.length > 0) await this.applyAccountEvents(accountEvents, manager);
    for (const event of events) {
      if (!isAccountEvent(event)) await this.applyOther(event, manager);
    }
  }

  private async applyAccountEvents(events: readonly RecordedEventOf<AccountEvent>[], manager: EntityManager): Promise<void> {
    const present = new Set(
      ((await manager.query(`SELECT event_id FROM point_transactions WHERE event_id = ANY($1::uuid[])`, [events.map((e) => e.eventId)])) as { event_id: string }[]).map(
        (r) => r.event_id,
      ),
    );
    const fresh = events.filter((e) => !present.has(e.eventId));
    if (fresh.length === 0) return;
    const userIds = [...new Set(fresh.map((e) => e.data.userId))];
    const accounts = new Map<string, Account>();
    const stored = (await manager.query(
      `SELECT user_id, total_points, available_points, points_earned_feedback, points_earned_feed_forward, points_earned_goal_completion, points_spent, updated_at
         FROM user_points WHERE user_id = ANY($1::text[])`,
      [userIds],
    )) as Row<'user_points'>[];
    for (const r of stored) {
      accounts.set(r.user_id, {
        totalPoints: r.total_points,
        availablePoints: r.available_points,
        feedback: r.points_earned_feedback,
        feedForward: r.points_earned_feed_forward,
        goalCompletion: r.points_earned_goal_completion,
        spent: r.points_spent,
        updatedAt: r.updated_at.toISOString(),
      });
    }
    const rows: NewRow<'point_transactions'>[] = [];
    const purchases: { userId: string; itemId: string; at: string }[] = [];
    for (const event of fresh) {
      const userId = event.data.userId;
      const account = accounts.get(userId) ?? { totalPoints: 0, availablePoints: 0, feedback: 0, feedForward: 0, goalCompletion: 0, spent: 0, updatedAt: event.metadata.occurredAt };
      accounts.set(userId, account);
      account.updatedAt = event.metadata.occurredAt;
      switch (event.type) {
        case 'PointsEarned': {
          const { kind, points, relatedEntityId, counterpartUserId } = event.data;
          account.totalPoints += points;
          account.availablePoints += points;
          if (kind === 'feedback') account.feedback += points;
          else if (kind === 'feed_forward') account.feedForward += points;
          else account.goalCompletion += points;
          rows.push(transaction(event, points, account.availablePoints, kind, EARNED_DESCRIPTION[kind], relatedEntityId, counterpartUserId));
          break;
        }
        case 'PointsWithheld': {
          const { reason, relatedEntityId, counterpartUserId } = event.data;
          rows.push(transaction(event, 0, account.availablePoints, 'withheld', WITHHELD_DESCRIPTION[reason], relatedEntityId, counterpartUserId, reason));
          break;
        }
        case 'ShopItemPurchased': {
          const { itemId, points, purchaseId } = event.data;
          account.availablePoints -= points;
          account.spent += points;
          rows.push(transaction(event, -points, account.availablePoints, 'shop_purchase', `バディショップで${quoted(shopItem(itemId)?.name ?? itemId)}を購入`, purchaseId, null));
          purchases.push({ userId, itemId, at: event.metadata.occurredAt });
          break;
        }
        default:
          assertNever(event);
      }
    }
    await insertRows(manager, 'point_transactions', rows, { ignore: true, key: ['event_id'] });
    await upsertRows(
      manager,
      'user_points',
      [...accounts].map(([userId, a]) => ({
        user_id: userId,
        total_points: a.totalPoints,
        available_points: a.availablePoints,
        points_earned_feedback: a.feedback,
        points_earned_feed_forward: a.feedForward,
        points_earned_goal_completion: a.goalCompletion,
        points_spent: a.spent,
        updated_at: a.updatedAt,
      })),
      ['user_id'],
    );
    await insertRows(
      manager,
      'user_customizations',
      purchases.map((p) => ({ user_id: p.userId, customization_id: p.itemId, is_equipped: false, purchased_at: p.at })),
      { ignore: true },
    );
  }

  private async applyOther(event: RecordedEventOf<OtherEvent>, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case 'ShopItemEquipped':
      case 'ShopItemUnequipped': {
        const { userId, itemId } = event.data;
        await updateRows(manager, 'user_customizations', { is_equipped: event.type === 'ShopItemEquipped' }, { user_id: userId, customization_id: itemId });
        return;
      }
      case 'UserJoinedTeam': {
        const { teamId, userId } = event.data;
        await insertRow(manager, 'points_user_teams', { team_id: teamId, user_id: userId }, { ignore: true });
        return;
      }
      case 'UserLeftTeam': {
        const { teamId, userId } = event.data;
        await deleteRows(manager, 'points_user_teams', { team_id: teamId, user_id: userId });
        return;
      }
      case 'TeamDeleted':
        await deleteRows(manager, 'points_user_teams', { team_id: event.data.teamId });
        return;
      default:
        assertNever(event);
    }
  }
}

/** A name in 「」, its own 「」 turned into 『』 as Japanese nests quotes (称号「はじめの一歩」 → 「称号『はじめの一歩』」). */
function quoted(name: string): string {
  return `「${name.replaceAll('「', '『').replaceAll('」', '』')}」`;
}
