import { Form, Input, Modal } from 'antd';
import { ORGANIZATION_LIMITS, type TextLimit } from '@pivot/rules';
import type { ReactNode } from 'react';
import { membersTexts } from '../../../locales/ja-JP/members';
import { failureShown } from '../../../shared/api/write-failures';
import { notifySuccess } from '../../../shared/ui/notify';
import '../../../shared/teams/write-failures';
import '../write-failures';

const common = membersTexts.common;

export interface TeamListDialogTexts {
  createTitle: string;
  editTitle: string;
  name: string;
  nameRequired: string;
  namePlaceholder: string;
  description: string;
  created: string;
  updated: string;
}

/** What every item's form holds; the kind adds its own fields. */
export interface TeamListFormValues {
  name: string;
  description?: string;
}

/**
 * Adds or edits a department or a position: the name (required), the kind's own fields
 * (`children`), the description (optional). `save` gets the name and description trimmed (an
 * empty description as null) and creates or updates. A failure is worded by the write-failure
 * registries (departments: the shared team registry; positions: the members registry); the dialog
 * stays open.
 */
export function TeamListDialog<Values extends TeamListFormValues>({
  texts,
  nameLimit,
  formName,
  editing,
  initialValues,
  saving,
  save,
  onClose,
  children,
}: {
  texts: TeamListDialogTexts;
  /** The name's length rule (the department's or the position's, from @pivot/rules). */
  nameLimit: TextLimit;
  formName: string;
  /** An item is edited (otherwise one is added). */
  editing: boolean;
  initialValues: Values;
  saving: boolean;
  save: (values: Omit<Values, 'description'> & { description: string | null }) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const [form] = Form.useForm<Values>();

  const submit = async (values: Values) => {
    await save({ ...values, name: values.name.trim(), description: values.description?.trim() || null }).then(() => {
      notifySuccess(editing ? texts.updated : texts.created);
      onClose();
    }, failureShown);
  };

  return (
    <Modal
      open
      title={editing ? texts.editTitle : texts.createTitle}
      okText={editing ? common.save : common.create}
      cancelText={common.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: saving }}
      width={500}
    >
      <Form<Values> form={form} layout="vertical" style={{ marginTop: 16 }} name={formName} onFinish={submit} initialValues={initialValues}>
        <Form.Item name="name" label={texts.name} rules={[{ required: true, whitespace: true, message: texts.nameRequired }]}>
          <Input placeholder={texts.namePlaceholder} maxLength={nameLimit.max} autoFocus />
        </Form.Item>
        {children}
        <Form.Item name="description" label={texts.description}>
          <Input.TextArea maxLength={ORGANIZATION_LIMITS.catalogueDescription.max} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
