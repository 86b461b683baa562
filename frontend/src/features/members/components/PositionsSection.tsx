import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { membersTexts } from '../../../locales/ja-JP/members';
import {
  usePositionsDeletePositionMutation,
  usePositionsListPositionsQuery,
  type PositionResponse,
} from '../../../shared/api/generated/api';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { IdCell } from './IdCell';
import { ListError } from './ListError';
import { PositionDialog } from './PositionDialog';
import { RowActions } from './RowActions';

const texts = membersTexts.positions;
const common = membersTexts.common;

interface SectionProps {
  teamId: string;
  canManage: boolean;
  showIds: boolean;
}

/** The team's positions, highest level first (as the server orders them). */
export function PositionsSection({ teamId, canManage, showIds }: SectionProps) {
  const positions = usePositionsListPositionsQuery({ teamId });
  const [deletePosition] = usePositionsDeletePositionMutation();
  const [editing, setEditing] = useState<{ position?: PositionResponse } | null>(null);

  const remove = async (position: PositionResponse) => {
    try {
      await deletePosition({ id: position.id, 'If-Match': String(position.revision) }).unwrap();
      notifySuccess(texts.deleted);
    } catch (error) {
      notifyError(error, texts.deleteFailed);
    }
  };

  const columns: TableColumnsType<PositionResponse> = [
    ...(showIds ? [{ key: 'id', title: common.id, render: (_: unknown, p: PositionResponse) => <IdCell id={p.id} /> }] : []),
    { key: 'name', title: texts.name, dataIndex: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    { key: 'level', title: texts.level, dataIndex: 'level', width: 100, render: (level: number) => <Tag color="processing">{texts.levelValue(level)}</Tag> },
    {
      key: 'description',
      title: texts.description,
      dataIndex: 'description',
      render: (description: string | null) => description || <Typography.Text type="secondary">—</Typography.Text>,
    },
    { key: 'memberCount', title: texts.memberCount, dataIndex: 'memberCount', width: 90, render: (count: number) => common.people(count) },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: common.actions,
            width: 110,
            render: (_: unknown, position: PositionResponse) => (
              <RowActions
                label={position.name}
                confirmTitle={texts.deleteConfirm(position.name)}
                confirmText={texts.deleteConfirmText}
                onEdit={() => setEditing({ position })}
                onDelete={() => remove(position)}
              />
            ),
          },
        ]
      : []),
  ];

  if (positions.isError) return <ListError error={positions.error} onRetry={() => positions.refetch()} />;
  return (
    <Flex vertical gap="middle">
      {canManage && (
        <Flex justify="flex-end">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {texts.add}
          </Button>
        </Flex>
      )}
      <Table<PositionResponse>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={positions.data}
        loading={positions.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState size="compact" illustration="list" title={texts.empty} description={texts.emptyHint} /> }}
      />
      {editing && <PositionDialog teamId={teamId} position={editing.position} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
