import { ColorPicker, Form } from 'antd';
import { ORGANIZATION_LIMITS } from '@pivot/rules';
import type { Color } from 'antd/es/color-picker';
import { membersTexts } from '../../../locales/ja-JP/members';
import { useDepartmentsCreateDepartmentMutation, useDepartmentsUpdateDepartmentMutation, type DepartmentResponse } from '../../../shared/api/generated/departments';
import { DEFAULT_DEPARTMENT_COLOR } from '../../../shared/lib/department-color';
import { TeamListDialog } from './TeamListDialog';

const texts = membersTexts.departments;

interface DepartmentForm {
  name: string;
  color: Color | string;
  description?: string;
}

interface DepartmentDialogProps {
  teamId: string;
  /** The department to edit; without it the dialog adds one. */
  department?: DepartmentResponse;
  onClose: () => void;
}

/** The colour as the server stores it: #RRGGBB. */
function hexColor(color: Color | string): string {
  return (typeof color === 'string' ? color : color.toHexString()).slice(0, 7).toUpperCase();
}

/** Adds or edits a department: name required, colour (default #3B82F6), description optional. */
export function DepartmentDialog({ teamId, department, onClose }: DepartmentDialogProps) {
  const [createDepartment, creating] = useDepartmentsCreateDepartmentMutation();
  const [updateDepartment, updating] = useDepartmentsUpdateDepartmentMutation();

  return (
    <TeamListDialog<DepartmentForm>
      texts={texts}
      nameLimit={ORGANIZATION_LIMITS.departmentName}
      formName="department"
      editing={department !== undefined}
      initialValues={{
        name: department?.name ?? '',
        color: department?.color ?? DEFAULT_DEPARTMENT_COLOR,
        description: department?.description ?? '',
      }}
      saving={creating.isLoading || updating.isLoading}
      save={({ color, ...rest }) => {
        const fields = { ...rest, color: hexColor(color) };
        return department
          ? updateDepartment({ id: department.id, 'If-Match': String(department.revision), updateDepartmentRequest: fields }).unwrap()
          : createDepartment({ createDepartmentRequest: { ...fields, teamId } }).unwrap();
      }}
      onClose={onClose}
    >
      <Form.Item name="color" label={texts.color}>
        <ColorPicker disabledAlpha showText format="hex" />
      </Form.Item>
    </TeamListDialog>
  );
}
