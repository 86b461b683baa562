import { EditOutlined } from '@ant-design/icons';
import { ORGANIZATION_LIMITS } from '@pivot/rules';
import { Button, Flex, Input, Tooltip, Typography as AntTypography } from 'antd';
import { useState } from 'react';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import type { DepartmentResponse } from '../../../shared/api/generated/departments';
import { failureShown } from '../../../shared/api/write-failures';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import '../../../shared/teams/write-failures';
import { brand } from '../../../shared/ui/brand-tokens';
import { useDepartmentsUpdateDepartmentMutation } from '../api/one-on-one-api';

interface DepartmentNameProps {
  name: string;
  /** The department when the user may rename it; its revision guards the change. */
  department: DepartmentResponse | undefined;
}

/** A department's name in the side panel; renamable in place (Enter or leaving the field saves, Esc cancels) by those who manage the team. */
export function DepartmentName({ name, department }: DepartmentNameProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [updateDepartment, { isLoading }] = useDepartmentsUpdateDepartmentMutation();

  const save = async () => {
    if (!department || draft === null || isLoading) return;
    const next = draft.trim();
    if (next === '') {
      notifyError(undefined, m.members.renameRequired);
      return;
    }
    if (next === department.name) {
      setDraft(null);
      return;
    }
    await updateDepartment({ id: department.id, 'If-Match': String(department.revision), updateDepartmentRequest: { name: next } })
      .unwrap()
      .then(() => {
        notifySuccess(m.members.renamed);
        setDraft(null);
      }, failureShown);
  };

  if (draft !== null) {
    return (
      <Input
        size="small"
        autoFocus
        value={draft}
        maxLength={ORGANIZATION_LIMITS.departmentName.max}
        disabled={isLoading}
        aria-label={m.members.rename}
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={() => void save()}
        onKeyDown={(event) => event.key === 'Escape' && setDraft(null)}
        onBlur={() => (draft.trim() === '' ? setDraft(null) : void save())}
      />
    );
  }

  return (
    <Flex align="center" gap={2} style={{ minWidth: 0 }}>
      <AntTypography.Text strong ellipsis={{ tooltip: name }} style={{ minWidth: 0 }}>
        {name}
      </AntTypography.Text>
      {department && (
        <Tooltip title={m.members.rename}>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={m.members.rename}
            onClick={() => setDraft(department.name)}
            style={{ flex: 'none', color: brand.inkMuted }}
          />
        </Tooltip>
      )}
    </Flex>
  );
}
