import { Button, Col, Flex, Popconfirm, Row, Tag, theme } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import { useGrowthCyclesCompleteMutation, type GrowthCycleResponse } from '../../../shared/api/generated/growth-cycles';
import { notifyAward } from '../lib/award';
import { BuddyCard } from './BuddyCard';
import { CycleTargetDate } from './CycleTargetDate';
import { EquippedItems } from './points/EquippedItems';
import { usePointsGetEquippedItemsQuery } from '../../../shared/api/generated/points';
import { itemSwatch } from '../lib/points';
import { formatInstant } from '../../../shared/lib/datetime';
import '../write-failures';
import { PersonAvatar } from '../../../shared/ui/PersonAvatar';

/** The user's current cycle: its buddy, what it aims at, who supports it, and the complete button. */
export function CurrentCycleCard({ cycle }: { cycle: GrowthCycleResponse }) {
  const { token } = theme.useToken();
  // The same read as the list beside the buddy (one request): what it wears is drawn on it.
  const equipped = usePointsGetEquippedItemsQuery({});
  const [complete, { isLoading }] = useGrowthCyclesCompleteMutation();

  const completeCycle = async () => {
    try {
      notifyAward(m.mine.completed, await complete({ id: cycle.id }).unwrap());
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Panel
      title={
        <Flex wrap gap="small" align="center">
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {m.mine.current}
          </Typography.Text>
          <span>{cycle.title}</span>
        </Flex>
      }
      extra={<Tag color={cycle.isPublic ? 'processing' : 'default'}>{cycle.isPublic ? m.mine.public : m.mine.private}</Tag>}
      data-testid="current-cycle"
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} md={10}>
          <Flex vertical gap="small">
            <BuddyCard cycle={cycle} wearing={equipped.data?.map((item) => ({ id: item.id, name: item.name, itemType: item.itemType, color: itemSwatch(item, token), icon: typeof item.itemData.icon === 'string' ? item.itemData.icon : undefined }))} />
            <EquippedItems />
          </Flex>
        </Col>
        <Col xs={24} md={14}>
          <Flex vertical gap="small">
            <div>
              <Typography.Text type="secondary">{m.mine.targetBehaviors}</Typography.Text>
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{cycle.targetBehaviors}</Typography.Paragraph>
            </div>
            {cycle.description && <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{cycle.description}</Typography.Paragraph>}
            {cycle.supporters.length > 0 && (
              <Flex wrap gap={4} align="center">
                <Typography.Text type="secondary">{m.mine.supporters}：</Typography.Text>
                {cycle.supporters.map((supporter) => (
                  <Tag key={supporter.userId} icon={<PersonAvatar name={supporter.displayName} userId={supporter.userId} size={18} />}>
                    {' '}
                    {supporter.displayName}
                  </Tag>
                ))}
              </Flex>
            )}
            <Typography.Text type="secondary">
              {m.mine.startedAt(formatInstant(cycle.startedAt, 'day'))} ・ {m.mine.counts(cycle.feedbackCount, cycle.feedForwardCount)}
            </Typography.Text>
            <CycleTargetDate cycle={cycle} />
            <div>
              <Popconfirm title={m.mine.completeConfirm} description={m.mine.completeHint} onConfirm={completeCycle} okText={m.mine.complete} cancelText={m.create.cancel}>
                <Button loading={isLoading}>{m.mine.complete}</Button>
              </Popconfirm>
            </div>
          </Flex>
        </Col>
      </Row>
    </Panel>
  );
}
