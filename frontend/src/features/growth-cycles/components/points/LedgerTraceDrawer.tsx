import { Descriptions, Drawer, Flex, Skeleton, Typography as AntTypography } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { pointsTexts } from '../../../../locales/ja-JP/points';
import { usePointsGetLedgerTransactionQuery, type LedgerEventResponse } from '../../../../shared/api/generated/points';
import { formatInstant } from '../../../../shared/lib/datetime';
import { LoadFailure } from '../../../../shared/ui/LoadFailure';

const texts = pointsTexts.ledger;
const fields = texts.traceFields;
const at = (iso: string) => formatInstant(iso, 'dateTimeSeconds');

function EventFacts({ event }: { event: LedgerEventResponse }) {
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={fields.type}>{event.type}</Descriptions.Item>
      <Descriptions.Item label={fields.occurredAt}>{at(event.occurredAt)}</Descriptions.Item>
      <Descriptions.Item label={fields.actor}>{event.userId ? event.userName || event.userId : fields.system}</Descriptions.Item>
      <Descriptions.Item label={fields.correlation}>
        <AntTypography.Text copyable code>
          {event.correlationId}
        </AntTypography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={fields.causation}>{event.causationId ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={fields.stream}>{`${event.streamId} #${event.revision}`}</Descriptions.Item>
      <Descriptions.Item label={fields.eventId}>
        <AntTypography.Text copyable>{event.eventId}</AntTypography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** From a transaction to its event, the event that caused it, the command (correlation id) and who acted. */
export function LedgerTraceDrawer({ eventId, onClose }: { eventId: string | undefined; onClose: () => void }) {
  const trace = usePointsGetLedgerTransactionQuery({ eventId: eventId ?? '' }, { skip: !eventId });
  return (
    <Drawer open={eventId !== undefined} onClose={onClose} title={texts.traceTitle} size="large" destroyOnHidden>
      {trace.isFetching ? (
        <Skeleton active />
      ) : trace.error || !trace.data ? (
        <LoadFailure title={texts.loadError} error={trace.error} />
      ) : (
        <Flex vertical gap="large">
          <Flex vertical gap="small">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {texts.traceSections.transaction}
            </Typography.Title>
            <Typography.Text>{`${trace.data.transaction.userName}: ${trace.data.transaction.description}（${trace.data.transaction.points} pt → ${trace.data.transaction.balanceAfter} pt）`}</Typography.Text>
          </Flex>
          <Flex vertical gap="small">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {texts.traceSections.event}
            </Typography.Title>
            <EventFacts event={trace.data.event} />
          </Flex>
          {trace.data.cause && (
            <Flex vertical gap="small">
              <Typography.Title level={5} style={{ margin: 0 }}>
                {texts.traceSections.cause}
              </Typography.Title>
              <EventFacts event={trace.data.cause} />
            </Flex>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
