import { ColorPicker, Form, Input, Modal } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { membersTexts } from '../../../locales/ja-JP/members';
import {
  useDepartmentsCreateDepartmentMutation,
  useDepartmentsUpdateDepartmentMutation,
  type DepartmentResponse,
} from '../../../shared/api/generated/api';
import { DEFAULT_DEPARTMENT_COLOR } from '../../../shared/lib/department-color';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';

const texts = membersTexts.departments;
const common = membersTexts.common;

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
  const [form] = Form.useForm<DepartmentForm>();
  const [createDepartment, creating] = useDepartmentsCreateDepartmentMutation();
  const [updateDepartment, updating] = useDepartmentsUpdateDepartmentMutation();

  const save = async ({ name, color, description }: DepartmentForm) => {
    const fields = { name: name.trim(), color: hexColor(color), description: description?.trim() || null };
    try {
      if (department) {
        await updateDepartment({ id: department.id, 'If-Match': String(department.revision), updateDepartmentRequest: fields }).unwrap();
        notifySuccess(texts.updated);
      } else {
        await createDepartment({ createDepartmentRequest: { ...fields, teamId } }).unwrap();
        notifySuccess(texts.created);
      }
      onClose();
    } catch (error) {
      notifyError(error, department ? texts.updateFailed : texts.createFailed);
    }
  };

  return (
    <Modal
      open
      title={department ? texts.editTitle : texts.createTitle}
      okText={department ? common.save : common.create}
      cancelText={common.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: creating.isLoading || updating.isLoading }}
      width={500}
    >
      <Form<DepartmentForm>
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        name="department"
        onFinish={save}
        initialValues={{
          name: department?.name ?? '',
          color: department?.color ?? DEFAULT_DEPARTMENT_COLOR,
          description: department?.description ?? '',
        }}
      >
        <Form.Item name="name" label={texts.name} rules={[{ required: true, whitespace: true, message: texts.nameRequired }]}>
          <Input placeholder={texts.namePlaceholder} maxLength={255} autoFocus />
        </Form.Item>
        <Form.Item name="color" label={texts.color}>
          <ColorPicker disabledAlpha showText format="hex" />
        </Form.Item>
        <Form.Item name="description" label={texts.description}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
