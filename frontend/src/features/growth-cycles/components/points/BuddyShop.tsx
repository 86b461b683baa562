import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Col, Flex, Popconfirm, Row, Skeleton, Tag, theme, Typography as AntTypography } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { Panel } from '../../../../shared/ui/Panel';
import { pointsTexts } from '../../../../locales/ja-JP/points';
import { usePointsEquipMutation, usePointsGetPointsQuery, usePointsGetShopQuery, usePointsPurchaseMutation, usePointsUnequipMutation, type ShopItemResponse } from '../../../../shared/api/generated/points';
import { notifySuccess } from '../../../../shared/ui/notify';
import { RARITY_TAG_COLORS, affordability, itemSwatch } from '../../lib/points';
import { ItemIcon } from './ItemIcon';
import '../../write-failures';
import { LoadFailure } from '../../../../shared/ui/LoadFailure';

const texts = pointsTexts.shop;

/** The buddy shop: buy items with points (confirmed first), equip one per type, take it off. */
export function BuddyShop() {
  const { token } = theme.useToken();
  const shop = usePointsGetShopQuery();
  const points = usePointsGetPointsQuery();
  const [purchase, purchasing] = usePointsPurchaseMutation();
  const [equip, equipping] = usePointsEquipMutation();
  const [unequip, unequipping] = usePointsUnequipMutation();
  const available = points.data?.availablePoints ?? 0;

  if (shop.isLoading) return <Skeleton active />;
  if (!shop.data) return <LoadFailure title={texts.loadError} error={shop.error} />;

  const buy = async (item: ShopItemResponse) => {
    try {
      await purchase({ purchaseShopItemRequest: { itemId: item.id } }).unwrap();
      notifySuccess(texts.bought(item.name));
    } catch {
      // Shown by the write-failure listener.
    }
  };
  const toggle = async (item: ShopItemResponse) => {
    try {
      await (item.isEquipped ? unequip({ itemId: item.id }) : equip({ itemId: item.id })).unwrap();
    } catch {
      // Shown by the write-failure listener.
    }
  };
  const busy = purchasing.isLoading || equipping.isLoading || unequipping.isLoading;

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="baseline" wrap gap="small">
        <Flex vertical gap={2}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {texts.title}
          </Typography.Title>
          <Typography.Text type="secondary">{texts.lead}</Typography.Text>
        </Flex>
        <Tag color="gold">{texts.available(available)}</Tag>
      </Flex>
      <Row gutter={[12, 12]}>
        {shop.data.map((item) => {
          const { affordable, missing } = affordability(item, available);
          return (
            <Col key={item.id} xs={24} sm={12} lg={8} xl={6}>
              <Panel size="small" style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
                <Flex vertical gap="small" style={{ height: '100%' }}>
                  <Flex gap="small" align="center">
                    <Flex
                      aria-hidden
                      align="center"
                      justify="center"
                      style={{ width: 44, height: 44, flex: 'none', borderRadius: token.borderRadiusLG, background: itemSwatch(item, token), fontSize: 22 }}
                    >
                      <ItemIcon item={item} />
                    </Flex>
                    <Flex vertical style={{ minWidth: 0 }}>
                      <AntTypography.Text strong ellipsis>
                        {item.name}
                      </AntTypography.Text>
                      <Flex gap={4} wrap>
                        <Tag color={RARITY_TAG_COLORS[item.rarity]} style={{ marginInlineEnd: 0 }}>
                          {texts.rarities[item.rarity]}
                        </Tag>
                        <Tag style={{ marginInlineEnd: 0 }}>{texts.itemTypes[item.itemType]}</Tag>
                      </Flex>
                    </Flex>
                  </Flex>
                  <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, flex: 1 }}>
                    {item.description}
                  </Typography.Text>
                  <Flex justify="space-between" align="center" gap="small">
                    <Typography.Text strong>{texts.cost(item.pointCost)}</Typography.Text>
                    {item.owned ? (
                      <Flex gap="small" align="center">
                        {item.isEquipped && (
                          <Typography.Text type="success" style={{ fontSize: token.fontSizeSM }}>
                            <CheckCircleFilled /> {texts.equipped}
                          </Typography.Text>
                        )}
                        <Button size="small" onClick={() => toggle(item)} disabled={busy} aria-label={`${item.isEquipped ? texts.unequip : texts.equip}: ${item.name}`}>
                          {item.isEquipped ? texts.unequip : texts.equip}
                        </Button>
                      </Flex>
                    ) : affordable ? (
                      <Popconfirm
                        title={texts.confirmTitle(item.name)}
                        description={texts.confirmBody(item.pointCost, available - item.pointCost)}
                        onConfirm={() => buy(item)}
                        okText={texts.buy}
                      >
                        <Button size="small" type="primary" disabled={busy} aria-label={`${texts.buy}: ${item.name}`}>
                          {texts.buy}
                        </Button>
                      </Popconfirm>
                    ) : (
                      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                        {texts.short(missing)}
                      </Typography.Text>
                    )}
                  </Flex>
                </Flex>
              </Panel>
            </Col>
          );
        })}
      </Row>
    </Flex>
  );
}
