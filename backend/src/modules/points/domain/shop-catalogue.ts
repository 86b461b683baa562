// The buddy shop's catalogue (spec part 2 §3 "Buddy customization": name, description, itemType,
// itemData, pointCost, rarity). Fixed in code: items are product content, shipped and reviewed
// with the release like the texts, and their ids are stable because purchases refer to them.

export const ITEM_TYPES = ['accessory', 'background', 'frame', 'title'] as const;
/** One item of each type can be equipped at a time. */
export type ItemType = (typeof ITEM_TYPES)[number];

export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

export interface ShopItem {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly itemType: ItemType;
  /** How the client draws it: an icon name for accessories, a colour-token name for backgrounds and frames, a label for titles. */
  readonly itemData: Readonly<Record<string, string>>;
  readonly pointCost: number;
  readonly rarity: Rarity;
  readonly isActive: boolean;
}

export const SHOP_CATALOGUE: readonly ShopItem[] = [
  { id: 'title-first-step', name: '称号「はじめの一歩」', description: '誰でも受け取れる最初の称号。ショップの使い方を試してみましょう。', itemType: 'title', itemData: { label: 'はじめの一歩' }, pointCost: 0, rarity: 'common', isActive: true },
  { id: 'accessory-star-hat', name: '星の帽子', description: 'バディの頭にきらりと光る小さな星。', itemType: 'accessory', itemData: { icon: 'star' }, pointCost: 30, rarity: 'common', isActive: true },
  { id: 'accessory-ribbon', name: 'リボン', description: 'お祝いの日にぴったりのリボン。', itemType: 'accessory', itemData: { icon: 'gift' }, pointCost: 40, rarity: 'common', isActive: true },
  { id: 'accessory-glasses', name: 'まるメガネ', description: '学びに夢中なバディのためのメガネ。', itemType: 'accessory', itemData: { icon: 'eye' }, pointCost: 80, rarity: 'rare', isActive: true },
  { id: 'accessory-crown', name: '王冠', description: '仲間を支え続けた人だけが手にする王冠。', itemType: 'accessory', itemData: { icon: 'crown' }, pointCost: 300, rarity: 'legendary', isActive: true },
  { id: 'background-sky', name: '青空の背景', description: '澄んだ空の下で、今日も一歩前へ。', itemType: 'background', itemData: { token: 'sky' }, pointCost: 50, rarity: 'common', isActive: true },
  { id: 'background-sakura', name: '桜の背景', description: '新しい挑戦の季節を彩る桜。', itemType: 'background', itemData: { token: 'sakura' }, pointCost: 100, rarity: 'rare', isActive: true },
  { id: 'background-galaxy', name: '銀河の背景', description: '大きな目標を見上げる夜空。', itemType: 'background', itemData: { token: 'galaxy' }, pointCost: 250, rarity: 'legendary', isActive: true },
  { id: 'frame-silver', name: '銀のフレーム', description: 'バディカードを縁取る銀色のフレーム。', itemType: 'frame', itemData: { token: 'silver' }, pointCost: 90, rarity: 'rare', isActive: true },
  { id: 'frame-gold', name: '金のフレーム', description: '輝く金色のフレーム。', itemType: 'frame', itemData: { token: 'gold' }, pointCost: 180, rarity: 'epic', isActive: true },
  { id: 'title-cheerleader', name: '称号「応援団長」', description: 'たくさんの応援を届けた人の称号。', itemType: 'title', itemData: { label: '応援団長' }, pointCost: 120, rarity: 'epic', isActive: true },
  { id: 'title-mentor', name: '称号「名メンター」', description: '未来への一歩を何度も後押しした人の称号。', itemType: 'title', itemData: { label: '名メンター' }, pointCost: 150, rarity: 'epic', isActive: true },
];

const BY_ID = new Map(SHOP_CATALOGUE.map((item) => [item.id, item]));

/** The item with this id, or undefined. */
export function shopItem(id: string): ShopItem | undefined {
  return BY_ID.get(id);
}
