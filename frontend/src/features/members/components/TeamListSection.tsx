import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState, type ReactNode } from 'react';
import { membersTexts } from '../../../locales/ja-JP/members';
import { notifySuccess } from '../../../shared/ui/notify';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/ResponsiveTable';
import { IdCell } from './IdCell';
import { ListError } from './ListError';
import { RowActions } from './RowActions';
import '../write-failures';

const common = membersTexts.common;

/** An item of a team's list the section edits: a department or a position. */
export interface TeamListItem {
  id: string;
  name: string;
  description: string | null;
  memberCount: number;
  revision: number;
}

export interface TeamListTexts {
  add: string;
  empty: string;
  emptyHint: string;
  name: string;
  description: string;
  memberCount: string;
  deleted: string;
  deleteConfirm: (name: string) => string;
  deleteConfirmText: string;
}

/**
 * A team's list of departments or positions: the table (id when asked for, the kind's own columns,
 * description, member count, edit and delete for those who manage the team), the add button, and
 * the kind's dialog for adding (`editing` undefined) or editing one.
 */
export function TeamListSection<Item extends TeamListItem>({
  texts,
  list,
  canManage,
  showIds,
  columns,
  remove,
  dialog,
}: {
  texts: TeamListTexts;
  list: { data?: Item[]; isFetching: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  canManage: boolean;
  showIds: boolean;
  /** The kind's own columns, after the id and before the description (the name first). */
  columns: ResponsiveColumn<Item>[];
  remove: (item: Item) => Promise<unknown>;
  dialog: (editing: Item | undefined, onClose: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<{ item?: Item } | null>(null);

  const removeItem = async (item: Item) => {
    try {
      await remove(item);
      notifySuccess(texts.deleted);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  // The kind's name always (and the id when asked for); the row's actions, the kind's other columns, the member count and the description as the width allows (decision 0101).
  const allColumns: ResponsiveColumn<Item>[] = [
    ...(showIds ? [{ key: 'id', title: common.id, width: 120, keep: true, render: (_: unknown, item: Item) => <IdCell id={item.id} /> }] : []),
    ...columns,
    {
      key: 'description',
      title: texts.description,
      width: 240,
      priority: 4,
      dataIndex: 'description',
      render: (description: string | null) => description || <Typography.Text type="secondary">—</Typography.Text>,
    },
    { key: 'memberCount', title: texts.memberCount, dataIndex: 'memberCount', width: 90, priority: 3, render: (count: number) => common.people(count) },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: common.actions,
            width: 110,
            priority: 0,
            render: (_: unknown, item: Item) => (
              <RowActions
                label={item.name}
                confirmTitle={texts.deleteConfirm(item.name)}
                confirmText={texts.deleteConfirmText}
                onEdit={() => setEditing({ item })}
                onDelete={() => removeItem(item)}
              />
            ),
          },
        ]
      : []),
  ];

  if (list.isError) return <ListError error={list.error} onRetry={() => list.refetch()} />;
  return (
    <Flex vertical gap="middle">
      {canManage && (
        <Flex justify="flex-end">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {texts.add}
          </Button>
        </Flex>
      )}
      <ResponsiveTable<Item>
        rowKey="id"
        size="middle"
        columns={allColumns}
        dataSource={list.data}
        loading={list.isFetching}
        pagination={false}
        locale={{ emptyText: <EmptyState size="compact" illustration="list" title={texts.empty} description={texts.emptyHint} /> }}
      />
      {editing && dialog(editing.item, () => setEditing(null))}
    </Flex>
  );
}
