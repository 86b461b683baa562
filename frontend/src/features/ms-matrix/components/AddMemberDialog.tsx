import { Alert, Form, Input, Select } from 'antd';
import { MS_MATRIX_LIMITS, levelsAt } from '@pivot/rules';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { notifySuccess } from '../../../shared/ui/notify';
import { DEFAULT_POSITION } from '../../../shared/lib/matrix-board';
import { useDepartmentsListDepartmentsQuery, useMsMatrixPlaceMemberMutation, usePositionsListPositionsQuery } from '../api/ms-matrix-api';
import '../write-failures';

interface AddMemberDialogProps {
  teamId: string;
  open: boolean;
  onClose: () => void;
  onAdded: (entryId: string) => void;
}

interface NewMemberForm {
  lastName: string;
  firstName: string;
  email?: string;
  positionId?: string;
  departmentId?: string;
}

const defaultLevels = levelsAt(DEFAULT_POSITION);

/**
 * A new member straight onto the board: `POST /api/ms-matrix` registers the company member and
 * places it at the default position in one call.
 */
export function AddMemberDialog({ teamId, open, onClose, onAdded }: AddMemberDialogProps) {
  const departments = useDepartmentsListDepartmentsQuery({ teamId }, { skip: !open });
  const positions = usePositionsListPositionsQuery({ teamId }, { skip: !open });
  const [place, { isLoading }] = useMsMatrixPlaceMemberMutation();

  const submit = async (values: NewMemberForm) => {
    const entry = await place({
      placeMatrixMemberRequest: {
        teamId,
        lastName: values.lastName.trim(),
        firstName: values.firstName.trim(),
        email: values.email?.trim() || null,
        positionId: values.positionId ?? null,
        departmentId: values.departmentId ?? null,
        positionX: DEFAULT_POSITION.x,
        positionY: DEFAULT_POSITION.y,
      },
    }).unwrap();
    notifySuccess(m.addMember.added);
    onAdded(entry.id);
  };

  return (
    <FormDialog<NewMemberForm>
      name="add-matrix-member"
      open={open}
      texts={m.addMember}
      loading={isLoading}
      onSubmit={submit}
      onClose={onClose}
    >
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        <Form.Item name="lastName" label={m.addMember.lastName} rules={[{ required: true, whitespace: true, message: m.addMember.lastNameRequired }]}>
          <Input maxLength={MS_MATRIX_LIMITS.lastName.max} autoComplete="off" />
        </Form.Item>
        <Form.Item name="firstName" label={m.addMember.firstName} rules={[{ required: true, whitespace: true, message: m.addMember.firstNameRequired }]}>
          <Input maxLength={MS_MATRIX_LIMITS.firstName.max} autoComplete="off" />
        </Form.Item>
      </div>
      <Form.Item name="email" label={m.addMember.email} rules={[{ type: 'email', message: m.addMember.emailInvalid }]}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="positionId" label={m.addMember.position}>
        <Select
          allowClear
          placeholder={m.addMember.none}
          loading={positions.isLoading}
          options={(positions.data ?? []).map((position) => ({ value: position.id, label: position.name }))}
        />
      </Form.Item>
      <Form.Item name="departmentId" label={m.addMember.department}>
        <Select
          allowClear
          placeholder={m.addMember.none}
          loading={departments.isLoading}
          options={(departments.data ?? []).map((department) => ({
            value: department.id,
            label: (
              <span>
                <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: department.color, display: 'inline-block', marginInlineEnd: 8 }} />
                {department.name}
              </span>
            ),
          }))}
        />
      </Form.Item>
      <Alert type="info" showIcon title={m.addMember.placement(defaultLevels.skillLevel, defaultLevels.mindsetLevel)} />
    </FormDialog>
  );
}
