import { Button, List } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import {
  useGrowthCyclesGetOneQuery,
  useGrowthCyclesListRequestsToMeQuery,
  type FeedbackRequestToMeResponse,
} from '../../../shared/api/generated/growth-cycles';
import { formatInstant } from '../../../shared/lib/datetime';
import { FeedForwardDialog } from './FeedForwardDialog';
import { FeedbackDialog } from './FeedbackDialog';

/** The gift dialog for the request being answered, with its cycle loaded. */
function AnswerDialog({ request, onClose }: { request: FeedbackRequestToMeResponse; onClose: () => void }) {
  const cycle = useGrowthCyclesGetOneQuery({ id: request.cycleId }).data ?? null;
  return request.kind === 'feedback' ? (
    <FeedbackDialog cycle={cycle} open={cycle !== null} onClose={onClose} />
  ) : (
    <FeedForwardDialog cycle={cycle} open={cycle !== null} onClose={onClose} />
  );
}

/**
 * The caller's open requests (someone asked them for feedback or feed-forward), each with the
 * button that answers it on the cycle; nothing when none waits. Answering closes the request.
 */
export function RequestsToMe() {
  const requests = useGrowthCyclesListRequestsToMeQuery();
  const [answering, setAnswering] = useState<FeedbackRequestToMeResponse | null>(null);
  if (!requests.data?.length) return null;
  return (
    <Panel size="small" title={m.requests.toMeTitle} data-testid="requests-to-me">
      <List
        size="small"
        dataSource={requests.data}
        renderItem={(request) => (
          <List.Item
            actions={[
              <Button key="answer" type="primary" size="small" onClick={() => setAnswering(request)}>
                {m.requests.answer[request.kind]}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={m.requests.toMeLine(request.ownerName || m.requests.unknownName, m.requests.kind[request.kind])}
              description={
                <Typography.Text type="secondary">
                  「{request.cycleTitle}」 ・ {formatInstant(request.requestedAt, 'day')}
                  {request.reminded ? ` ・ ${m.requests.reminded}` : ''}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      {answering && <AnswerDialog request={answering} onClose={() => setAnswering(null)} />}
    </Panel>
  );
}
