import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { membersTexts } from '../../../locales/ja-JP/members';
import {
  useDepartmentsDeleteDepartmentMutation,
  useDepartmentsListDepartmentsQuery,
  type DepartmentResponse,
} from '../../../shared/api/generated/api';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { DepartmentDialog } from './DepartmentDialog';
import { DepartmentTag } from './DepartmentTag';
import { IdCell } from './IdCell';
import { ListError } from './ListError';
import { RowActions } from './RowActions';

const texts = membersTexts.departments;
const common = membersTexts.common;

interface SectionProps {
  teamId: string;
  canManage: boolean;
  showIds: boolean;
}

/** The team's departments with their colours and member counts. */
export function DepartmentsSection({ teamId, canManage, showIds }: SectionProps) {
  const departments = useDepartmentsListDepartmentsQuery({ teamId });
  const [deleteDepartment] = useDepartmentsDeleteDepartmentMutation();
  const [editing, setEditing] = useState<{ department?: DepartmentResponse } | null>(null);

  const remove = async (department: DepartmentResponse) => {
    try {
      await deleteDepartment({ id: department.id, 'If-Match': String(department.revision) }).unwrap();
      notifySuccess(texts.deleted);
    } catch (error) {
      notifyError(error, texts.deleteFailed);
    }
  };

  const columns: TableColumnsType<DepartmentResponse> = [
    ...(showIds ? [{ key: 'id', title: common.id, render: (_: unknown, d: DepartmentResponse) => <IdCell id={d.id} /> }] : []),
    { key: 'name', title: texts.name, render: (_: unknown, d: DepartmentResponse) => <DepartmentTag name={d.name} color={d.color} /> },
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
            render: (_: unknown, department: DepartmentResponse) => (
              <RowActions
                label={department.name}
                confirmTitle={texts.deleteConfirm(department.name)}
                confirmText={texts.deleteConfirmText}
                onEdit={() => setEditing({ department })}
                onDelete={() => remove(department)}
              />
            ),
          },
        ]
      : []),
  ];

  if (departments.isError) return <ListError error={departments.error} onRetry={() => departments.refetch()} />;
  return (
    <Flex vertical gap="middle">
      {canManage && (
        <Flex justify="flex-end">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {texts.add}
          </Button>
        </Flex>
      )}
      <Table<DepartmentResponse>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={departments.data}
        loading={departments.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState size="compact" illustration="list" title={texts.empty} description={texts.emptyHint} /> }}
      />
      {editing && <DepartmentDialog teamId={teamId} department={editing.department} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
