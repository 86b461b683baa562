import { Button, Flex, Tag, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import { useProjectionsAdminParkedQuery, useProjectionsAdminRetryMutation, type ParkedEventDto } from '../../../shared/api/generated/projections-admin';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/ResponsiveTable';
import { SkipParkedDialog } from './SkipParkedDialog';
import '../write-failures';

const texts = adminConsoleTexts.projections.parked;
const STATE_COLOR = { parked: 'orange', retried: 'green', skipped: 'default' } as const;

/** The events one projection or reactor failed on and went past, with retry and skip. */
export function ParkedEvents({ name }: { name: string }) {
  const parked = useProjectionsAdminParkedQuery({ name });
  const [retry, { isLoading: retrying }] = useProjectionsAdminRetryMutation();
  const [skipping, setSkipping] = useState<ParkedEventDto | undefined>();

  const onRetry = async (row: ParkedEventDto) => {
    try {
      const outcome = await retry({ name, position: row.position }).unwrap();
      if (outcome.error === null) notifySuccess(texts.retried);
      else notifyError(outcome.error, texts.retryFailedAgain);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  // Which event and where it stands always; the retry and skip, the error, the position and the attempts as the width allows (decision 0101).
  const columns: ResponsiveColumn<ParkedEventDto>[] = [
    { title: texts.columns.position, key: 'position', dataIndex: 'position', width: 80, priority: 3 },
    {
      title: texts.columns.type,
      key: 'type',
      width: 170,
      keep: true,
      render: (_, row) => (
        <Flex vertical gap={2}>
          <Typography.Text code style={{ wordBreak: 'break-all' }}>
            {row.type}
          </Typography.Text>
          <Link to={`/community/admin/event-log?streamId=${encodeURIComponent(row.streamId)}`}>{texts.openEvent}</Link>
        </Flex>
      ),
    },
    {
      title: texts.columns.error,
      key: 'error',
      dataIndex: 'error',
      width: 240,
      priority: 2,
      render: (error: string) => (
        <AntTypography.Paragraph type="danger" style={{ margin: 0 }} ellipsis={{ rows: 2, expandable: 'collapsible' }}>
          {error}
        </AntTypography.Paragraph>
      ),
    },
    { title: texts.columns.attempts, key: 'attempts', dataIndex: 'attempts', width: 70, priority: 4 },
    {
      title: texts.columns.state,
      key: 'state',
      width: 120,
      keep: true,
      render: (_, row) => (
        <Flex vertical gap={2}>
          <Tag color={STATE_COLOR[row.state]}>{texts.state[row.state]}</Tag>
          {row.resolvedBy && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{texts.resolvedBy(row.resolvedBy)}</Typography.Text>}
          {row.reason && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{row.reason}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: texts.columns.actions,
      key: 'actions',
      width: 170,
      priority: 1,
      render: (_, row) =>
        row.state === 'parked' ? (
          <Flex gap="small">
            <Button size="small" loading={retrying} onClick={() => onRetry(row)}>
              {texts.retry}
            </Button>
            <Button size="small" danger onClick={() => setSkipping(row)}>
              {texts.skip}
            </Button>
          </Flex>
        ) : null,
    },
  ];

  return (
    <Flex vertical gap="small" style={{ padding: '8px 0' }}>
      <Typography.Text strong>{texts.title(name)}</Typography.Text>
      <Typography.Text type="secondary">{texts.lead}</Typography.Text>
      <ResponsiveTable<ParkedEventDto>
        rowKey="position"
        size="small"
        columns={columns}
        dataSource={parked.data}
        loading={parked.isFetching}
        pagination={false}
        locale={{ emptyText: texts.empty }}
      />
      {skipping && <SkipParkedDialog parked={skipping} onClose={() => setSkipping(undefined)} />}
    </Flex>
  );
}
