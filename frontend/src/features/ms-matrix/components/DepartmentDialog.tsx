import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ORGANIZATION_LIMITS } from '@pivot/rules';
import { Button, Flex, Input, Modal, Skeleton, Space, theme } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState } from 'react';
import type { DepartmentResponse } from '../../../shared/api/generated/departments';
import { DEFAULT_DEPARTMENT_COLOR } from '../../../shared/lib/department-color';
import { failureShown } from '../../../shared/api/write-failures';
import { notifySuccess } from '../../../shared/ui/notify';
import '../../../shared/teams/write-failures';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import {
  useDepartmentsCreateDepartmentMutation,
  useDepartmentsListDepartmentsQuery,
  useDepartmentsUpdateDepartmentMutation,
} from '../api/ms-matrix-api';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

interface DepartmentDialogProps {
  teamId: string;
  open: boolean;
  onClose: () => void;
}

function DepartmentRow({ department }: { department: DepartmentResponse }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(department.name);
  const [rename, { isLoading }] = useDepartmentsUpdateDepartmentMutation();
  const trimmed = name.trim();

  const save = async () => {
    if (trimmed === '') return;
    await rename({ id: department.id, 'If-Match': String(department.revision), updateDepartmentRequest: { name: trimmed } })
      .unwrap()
      .then(() => {
        notifySuccess(m.departments.renamed);
        setEditing(false);
      }, failureShown);
  };

  return (
    <Flex role="listitem" align="center" style={{ padding: '8px 12px', minHeight: 48 }}>
      {editing ? (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label={m.departments.name}
            value={name}
            maxLength={ORGANIZATION_LIMITS.departmentName.max}
            autoFocus
            onChange={(event) => setName(event.target.value)}
            onPressEnter={save}
            status={trimmed === '' ? 'error' : undefined}
          />
          <Button type="primary" onClick={save} loading={isLoading} disabled={trimmed === ''}>
            {m.departments.save}
          </Button>
          <Button
            onClick={() => {
              setName(department.name);
              setEditing(false);
            }}
          >
            {m.departments.cancel}
          </Button>
        </Space.Compact>
      ) : (
        <Flex align="center" justify="space-between" style={{ width: '100%' }}>
          <Space>
            <span aria-hidden style={{ width: 12, height: 12, borderRadius: 3, background: department.color, display: 'inline-block' }} />
            <Typography.Text>{department.name}</Typography.Text>
            <Typography.Text type="secondary">{m.departments.members(department.memberCount)}</Typography.Text>
          </Space>
          <Button type="text" icon={<EditOutlined />} aria-label={`${department.name}の${m.departments.edit}`} onClick={() => setEditing(true)}>
            {m.departments.edit}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

/** Department management: add (default colour #3B82F6), rename, close (spec part 1 §2, §5). */
export function DepartmentDialog({ teamId, open, onClose }: DepartmentDialogProps) {
  const { token } = theme.useToken();
  const { data, isLoading, error } = useDepartmentsListDepartmentsQuery({ teamId }, { skip: !open });
  const [create, { isLoading: creating }] = useDepartmentsCreateDepartmentMutation();
  const [newName, setNewName] = useState('');
  const trimmed = newName.trim();

  const add = async () => {
    if (trimmed === '') return;
    await create({ createDepartmentRequest: { name: trimmed, teamId, color: DEFAULT_DEPARTMENT_COLOR } })
      .unwrap()
      .then(() => {
        notifySuccess(m.departments.created);
        setNewName('');
      }, failureShown);
  };

  const departments = [...(data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'ja'));

  return (
    <Modal
      open={open}
      title={m.departments.title}
      onCancel={onClose}
      width={500}
      footer={<Button onClick={onClose}>{m.departments.close}</Button>}
    >
      <Flex vertical gap="middle">
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label={m.departments.newPlaceholder}
            placeholder={m.departments.newPlaceholder}
            value={newName}
            maxLength={ORGANIZATION_LIMITS.departmentName.max}
            onChange={(event) => setNewName(event.target.value)}
            onPressEnter={add}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={add} loading={creating} disabled={trimmed === ''}>
            {m.departments.add}
          </Button>
        </Space.Compact>
        {error !== undefined ? (
          <LoadFailure title={m.departments.loadFailed} error={error} />
        ) : isLoading ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : departments.length === 0 ? (
          <EmptyState size="compact" illustration="list" title={m.departments.empty} />
        ) : (
          <Flex vertical role="list" style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}>
            {departments.map((department, index) => (
              <div key={department.id} style={index > 0 ? { borderTop: `1px solid ${token.colorBorderSecondary}` } : undefined}>
                <DepartmentRow department={department} />
              </div>
            ))}
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}
