import { Drawer, Flex, Skeleton, Tree, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import type { DataNode } from 'antd/es/tree';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import { useEventLogCorrelationQuery, type CorrelationNodeResponse } from '../../../shared/api/generated/event-log';
import { EventDetails } from './EventDetails';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { formatInstant } from '../../../shared/lib/datetime';

const texts = adminConsoleTexts.eventLog.correlation;

function toTree(nodes: CorrelationNodeResponse[]): DataNode[] {
  return nodes.map((node) => ({
    key: node.event.eventId,
    title: (
      <Flex vertical gap={4} style={{ padding: '4px 0' }}>
        <Typography.Text>
          <Typography.Text strong>{node.event.type}</Typography.Text>
          <Typography.Text type="secondary">{`  #${node.event.position}・${node.event.streamId}・${formatInstant(node.event.recordedAt, 'logTimestamp')}`}</Typography.Text>
        </Typography.Text>
        <EventDetails event={node.event} />
      </Flex>
    ),
    children: toTree(node.children),
  }));
}

/** A command's whole effect: every event of one correlation id, as a tree by causation. */
export function CorrelationDrawer({ correlationId, onClose }: { correlationId: string; onClose: () => void }) {
  const correlation = useEventLogCorrelationQuery({ correlationId }, { refetchOnMountOrArgChange: true });
  return (
    <Drawer open title={texts.title} onClose={onClose} size="large" styles={{ wrapper: { maxWidth: '100vw' } }}>
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{texts.lead}</Typography.Text>
        <AntTypography.Text code copyable>
          {correlationId}
        </AntTypography.Text>
        {correlation.isError ? (
          <LoadFailure title={texts.loadError} error={correlation.error} onRetry={() => correlation.refetch()} />
        ) : !correlation.data ? (
          <Skeleton active />
        ) : (
          <>
            <Typography.Text strong data-testid="correlation-count">
              {texts.count(correlation.data.count)}
            </Typography.Text>
            <Tree treeData={toTree(correlation.data.roots)} defaultExpandAll selectable={false} blockNode showLine />
          </>
        )}
      </Flex>
    </Drawer>
  );
}
