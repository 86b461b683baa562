import type { GlobalToken } from 'antd';
import type { ShopItemResponse } from '../../../shared/api/generated/points';

/** antd's preset tag colours per rarity (named presets, not colours of our own). */
export const RARITY_TAG_COLORS: Readonly<Record<ShopItemResponse['rarity'], string>> = {
  common: 'default',
  rare: 'blue',
  epic: 'purple',
  legendary: 'gold',
};

/** The swatch an item draws (backgrounds and frames name a token in their itemData). */
export function itemSwatch(item: Pick<ShopItemResponse, 'itemType' | 'itemData'>, token: GlobalToken): string {
  const byName: Record<string, string> = {
    sky: token.colorInfoBg,
    sakura: token.colorErrorBg,
    galaxy: token.colorPrimaryBg,
    silver: token.colorFillSecondary,
    gold: token.colorWarningBg,
  };
  return byName[item.itemData.token ?? ''] ?? token.colorFillTertiary;
}


/** Whether the item can be bought now, and how many points are missing when not. */
export function affordability(item: Pick<ShopItemResponse, 'pointCost'>, available: number): { affordable: boolean; missing: number } {
  const missing = Math.max(item.pointCost - available, 0);
  return { affordable: missing === 0, missing };
}

/** The ledger's query parameters: only the fields that are set (the list and its CSV export alike). */
export function ledgerParams(filter: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}
