import { ConflictError, NotFoundError } from '../../../platform/domain/domain-error.js';

export class ShopItemNotFoundError extends NotFoundError {
  constructor() {
    super('POINTS.ITEM_NOT_FOUND', 'アイテムが見つかりません');
  }
}

/** The balance is short: nothing is bought and nothing changes. */
export class InsufficientPointsError extends ConflictError {
  constructor(available: number, cost: number) {
    super('POINTS.INSUFFICIENT', `ポイントが足りません（利用可能 ${available} ポイント、必要 ${cost} ポイント）`);
  }
}

export class ItemAlreadyOwnedError extends ConflictError {
  constructor() {
    super('POINTS.ITEM_ALREADY_OWNED', 'このアイテムは購入済みです');
  }
}

export class ItemNotOwnedError extends ConflictError {
  constructor() {
    super('POINTS.ITEM_NOT_OWNED', '購入していないアイテムは装備できません');
  }
}

export class MvpPeriodNotFinishedError extends ConflictError {
  constructor() {
    super('POINTS.PERIOD_NOT_FINISHED', 'まだ終わっていない期間のMVPは決められません');
  }
}
