import { BgColorsOutlined, BorderOutlined, CrownFilled, EyeFilled, GiftFilled, StarFilled, TrophyFilled } from '@ant-design/icons';
import type { ShopItemResponse } from '../../../../shared/api/generated/points';

const ICONS = { star: StarFilled, gift: GiftFilled, eye: EyeFilled, crown: CrownFilled } as const;
const BY_TYPE = { accessory: StarFilled, background: BgColorsOutlined, frame: BorderOutlined, title: TrophyFilled } as const;

/** The icon that stands for a shop item: the one its itemData names, else its type's. */
export function ItemIcon({ item }: { item: Pick<ShopItemResponse, 'itemType' | 'itemData'> }) {
  const Icon = ICONS[item.itemData.icon as keyof typeof ICONS] ?? BY_TYPE[item.itemType];
  return <Icon aria-hidden />;
}
