import { Flex, Tag, Tooltip, theme } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { pointsTexts } from '../../../../locales/ja-JP/points';
import { usePointsGetEquippedItemsQuery } from '../../../../shared/api/generated/points';
import { itemSwatch } from '../../lib/points';
import { ItemIcon } from './ItemIcon';

const texts = pointsTexts.equipped;

/** What a user's buddy wears (for the buddy card); the caller's when no user is named. */
export function EquippedItems({ userId }: { userId?: string }) {
  const { token } = theme.useToken();
  const equipped = usePointsGetEquippedItemsQuery(userId ? { userId } : {});
  if (!equipped.data) return null;
  if (equipped.data.length === 0) {
    return (
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {`${texts.label}: ${texts.none}`}
      </Typography.Text>
    );
  }
  return (
    <Flex wrap gap={4} role="list" aria-label={texts.label}>
      {equipped.data.map((item) => (
        <Tooltip key={item.id} title={item.description}>
          <Tag role="listitem" icon={<ItemIcon item={item} />} style={{ background: itemSwatch(item, token), marginInlineEnd: 0 }}>
            {item.name}
          </Tag>
        </Tooltip>
      ))}
    </Flex>
  );
}
