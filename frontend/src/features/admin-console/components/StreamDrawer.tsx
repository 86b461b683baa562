import { Alert, Drawer, Flex, InputNumber, Skeleton, Slider } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState } from 'react';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import { useEventLogStreamQuery, type LoggedEventResponse } from '../../../shared/api/generated/event-log';
import { JsonBlock } from './JsonBlock';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { formatInstant } from '../../../shared/lib/datetime';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/ResponsiveTable';

const texts = adminConsoleTexts.eventLog;

/** One stream: its events, and its aggregate's state as of any version (folded with the module's decider). */
export function StreamDrawer({ streamId, onClose }: { streamId: string; onClose: () => void }) {
  const [version, setVersion] = useState<number | undefined>();
  const stream = useEventLogStreamQuery({ streamId, version }, { refetchOnMountOrArgChange: true });
  const data = stream.data;
  const at = data?.version ?? 0;
  // The version and the type always; the time as the width allows (decision 0101).
  const columns: ResponsiveColumn<LoggedEventResponse>[] = [
    { title: texts.stream.version, key: 'revision', dataIndex: 'revision', width: 60, keep: true },
    {
      title: texts.columns.type,
      key: 'type',
      dataIndex: 'type',
      width: 200,
      keep: true,
      render: (type: string, row) => <span style={{ wordBreak: 'break-all' }}>{row.revision > at ? `${type}${texts.stream.after}` : type}</span>,
    },
    { title: texts.columns.recordedAt, key: 'recordedAt', dataIndex: 'recordedAt', width: 170, priority: 1, render: (v: string) => formatInstant(v, 'logTimestamp') },
  ];
  return (
    <Drawer open title={`${texts.stream.title}: ${streamId}`} onClose={onClose} size="large" styles={{ wrapper: { maxWidth: '100vw' } }}>
      {stream.isError ? (
        <LoadFailure title={texts.stream.loadError} error={stream.error} onRetry={() => stream.refetch()} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap="middle">
          <Flex align="center" gap="middle" wrap>
            <Typography.Text strong>{texts.stream.versionOf(at, data.lastVersion)}</Typography.Text>
            <InputNumber aria-label={texts.stream.version} min={0} max={data.lastVersion} value={at} onChange={(v) => setVersion(typeof v === 'number' ? v : undefined)} />
          </Flex>
          {data.lastVersion > 0 && <Slider min={0} max={data.lastVersion} value={at} onChange={(v) => setVersion(v)} ariaLabelForHandle={texts.stream.version} />}
          {data.foldable ? <JsonBlock label={texts.stream.state(at)} value={data.state} /> : <Alert type="info" showIcon title={texts.stream.notFoldable} />}
          <ResponsiveTable<LoggedEventResponse>
            rowKey="eventId"
            size="small"
            pagination={false}
            dataSource={data.events}
            rowClassName={(row) => (row.revision > at ? 'event-log-after' : '')}
            onRow={(row) => ({
              style: row.revision > at ? { opacity: 0.45 } : undefined,
              // A click on the row shows the state at its version; opening its folded columns does not.
              onClick: (click) => {
                if (!(click.target as HTMLElement).closest('.ant-table-row-expand-icon')) setVersion(row.revision);
              },
            })}
            columns={columns}
          />
        </Flex>
      )}
    </Drawer>
  );
}
