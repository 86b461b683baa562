import { Button, Flex, List, Popconfirm, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import {
  useGrowthCyclesListFeedbackRequestsQuery,
  useGrowthCyclesWithdrawFeedbackRequestMutation,
  type FeedbackRequestKind,
  type FeedbackRequestStatus,
  type GrowthCycleResponse,
} from '../../../shared/api/generated/growth-cycles';
import { formatInstant } from '../../../shared/lib/datetime';
import { notifier } from '../../../shared/ui/notifier';
import { RequestFeedbackDialog } from './RequestFeedbackDialog';
import '../write-failures';

const STATUS_COLOR: Record<FeedbackRequestStatus, string> = { open: 'processing', answered: 'success', withdrawn: 'default', closed: 'default' };

/**
 * On the owner's current cycle: the two request buttons (the spec's 「フィードバックを依頼」
 * 「フィードフォワードを依頼」) and whom they asked, each request with its state and, while open,
 * when the reminder goes and a withdraw button. A private cycle cannot ask (only public cycles receive gifts).
 */
export function FeedbackRequestsCard({ cycle }: { cycle: GrowthCycleResponse }) {
  const requests = useGrowthCyclesListFeedbackRequestsQuery({ id: cycle.id });
  const [withdraw] = useGrowthCyclesWithdrawFeedbackRequestMutation();
  const [asking, setAsking] = useState<FeedbackRequestKind | null>(null);
  const canAsk = cycle.status === 'active' && cycle.isPublic;

  const withdrawRequest = async (requestId: string) => {
    try {
      await withdraw({ id: cycle.id, requestId }).unwrap();
      notifier().success({ title: m.requests.withdrawn });
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Panel size="small" title={m.requests.title} data-testid="feedback-requests">
      <Flex vertical gap="middle">
        {canAsk ? (
          <Flex gap="small" wrap>
            <Button type="primary" onClick={() => setAsking('feedback')}>
              {m.requests.askFeedback}
            </Button>
            <Button onClick={() => setAsking('feed_forward')}>{m.requests.askFeedForward}</Button>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{m.requests.privateHint}</Typography.Text>
        )}
        <List
          size="small"
          loading={requests.isLoading}
          locale={{ emptyText: m.requests.empty }}
          dataSource={requests.data ?? []}
          renderItem={(request) => (
            <List.Item
              actions={
                request.status === 'open'
                  ? [
                      <Popconfirm key="withdraw" title={m.requests.withdrawConfirm} onConfirm={() => withdrawRequest(request.id)} okText={m.requests.withdraw} cancelText={m.requests.cancel}>
                        <Button size="small" type="link">
                          {m.requests.withdraw}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <Flex wrap gap="small" align="center">
                <Typography.Text strong>{request.askedName || m.requests.unknownName}</Typography.Text>
                <Tag>{m.requests.kind[request.kind]}</Tag>
                <Tag color={STATUS_COLOR[request.status]}>{m.requests.status[request.status]}</Tag>
                <Typography.Text type="secondary">
                  {request.status !== 'open'
                    ? formatInstant(request.closedAt, 'day')
                    : request.remindedAt
                      ? m.requests.reminded
                      : m.requests.remindOn(formatInstant(request.remindAt, 'day'))}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </Flex>
      <RequestFeedbackDialog cycleId={cycle.id} kind={asking} onClose={() => setAsking(null)} />
    </Panel>
  );
}
