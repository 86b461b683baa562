import { Button, Flex, List, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { CheckOutlined } from '@ant-design/icons';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import { useGrowthCyclesListReceivedQuery, useGrowthCyclesThankMutation, type FeedForwardResponse, type FeedbackResponse } from '../../../shared/api/generated/growth-cycles';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageLoading } from '../../../shared/ui/PageLoading';
import { notifySuccess } from '../../../shared/ui/notify';
import { apiErrorText } from '../../../shared/api/api-error';
import { formatInstant } from '../../../shared/lib/datetime';
import '../write-failures';

type Gift = ({ kind: 'feedback' } & FeedbackResponse) | ({ kind: 'feedForward' } & FeedForwardResponse);

/** What the owner's cycle received, newest first; a feed-forward's one answer is thanks (the protocol). */
export function ReceivedGifts({ cycleId }: { cycleId: string }) {
  const received = useGrowthCyclesListReceivedQuery({ id: cycleId });
  const [thank, thanking] = useGrowthCyclesThankMutation();

  const gifts: Gift[] = [
    ...(received.data?.feedback ?? []).map((gift) => ({ kind: 'feedback' as const, ...gift })),
    ...(received.data?.feedForward ?? []).map((gift) => ({ kind: 'feedForward' as const, ...gift })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  const sendThanks = async (feedForwardId: string) => {
    try {
      await thank({ id: cycleId, feedForwardId }).unwrap();
      notifySuccess(m.received.thanked);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Panel title={m.received.title} size="small">
      {received.isLoading ? (
        <PageLoading />
      ) : received.isError ? (
        <Typography.Text type="danger">{apiErrorText(received.error)}</Typography.Text>
      ) : gifts.length === 0 ? (
        <EmptyState size="compact" illustration="list" title={m.received.empty} description={m.received.emptyHint} />
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {m.received.protocol}
          </Typography.Paragraph>
          <List
            dataSource={gifts}
            rowKey={(gift) => `${gift.kind}-${gift.id}`}
            renderItem={(gift) => (
              <List.Item data-testid={`gift-${gift.kind}`}>
                <Flex vertical gap={4} style={{ width: '100%' }}>
                  <Flex wrap gap="small" align="center">
                    <Tag color={gift.kind === 'feedback' ? 'success' : 'processing'}>
                      {gift.kind === 'feedback' ? m.received.feedback : m.received.feedForward}
                    </Tag>
                    <Typography.Text strong>{m.received.from(gift.fromUserName)}</Typography.Text>
                    <Typography.Text type="secondary">{formatInstant(gift.createdAt, 'day')}</Typography.Text>
                    <Tag>{m.received.points(gift.experiencePoints)}</Tag>
                  </Flex>
                  <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                    {gift.kind === 'feedback' ? gift.message : gift.originalMessage}
                  </Typography.Paragraph>
                  <Flex wrap gap={4} align="center">
                    {gift.kind === 'feedback'
                      ? gift.emotionBadges.map((badge) => <Tag key={badge}>{m.emotionBadges[badge]}</Tag>)
                      : [
                          <Tag key="category">{m.categories[gift.category]}</Tag>,
                          gift.skillTreeAbility && <Tag key="skill">{m.skills[gift.skillTreeAbility]}</Tag>,
                        ]}
                    {gift.kind === 'feedForward' &&
                      (gift.thankedAt ? (
                        <Typography.Text type="success">
                          <CheckOutlined /> {m.received.thanked}
                        </Typography.Text>
                      ) : (
                        <Button
                          size="small"
                          type="primary"
                          ghost
                          loading={thanking.isLoading && thanking.originalArgs?.feedForwardId === gift.id}
                          onClick={() => sendThanks(gift.id)}
                        >
                          {m.received.thank}
                        </Button>
                      ))}
                  </Flex>
                </Flex>
              </List.Item>
            )}
          />
        </>
      )}
    </Panel>
  );
}
