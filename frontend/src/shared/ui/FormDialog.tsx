import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * What a form dialog's submit answers: nothing (or `true`) when the dialog may close, `false` when it
 * stays open (the screen has said why). A failed write throws: the write-failure listener has shown
 * it (decision 0067) and the dialog stays open with what was typed.
 */
export type FormDialogOutcome = boolean | void;

export interface FormDialogTexts {
  title: ReactNode;
  submit: string;
  cancel: string;
}

export interface FormDialogProps<Values extends object> {
  /** The dialog's form when the caller reads or sets fields itself (`Form.useForm`); its own otherwise. */
  form?: FormInstance<Values>;
  /** The form's name (field ids are `<name>_<field>`). */
  name?: string;
  open?: boolean;
  /** The title and the two buttons' words, as a feature's texts give them (`{ title, submit, cancel }`). */
  texts: FormDialogTexts;
  width?: number;
  /** The write is under way: the OK button spins. */
  loading?: boolean;
  okDisabled?: boolean;
  initialValues?: Partial<Values>;
  onValuesChange?: FormProps<Values>['onValuesChange'];
  /** Called with the validated values; see `FormDialogOutcome`. */
  onSubmit: (values: Values) => Promise<FormDialogOutcome>;
  onClose: () => void;
  /** Shown above the form (a lead, a preview). */
  before?: ReactNode;
  children: ReactNode;
}

/**
 * The one frame of a dialog that edits a form and sends it: invalid fields show their messages in the
 * form and nothing is sent; a sent form closes the dialog and is cleared; a failed write keeps it open
 * (its toast comes from the write-failure listener, never from the dialog).
 */
export function FormDialog<Values extends object>({
  form,
  name,
  open = true,
  texts,
  width = 500,
  loading,
  okDisabled,
  initialValues,
  onValuesChange,
  onSubmit,
  onClose,
  before,
  children,
}: FormDialogProps<Values>) {
  const [dialogForm] = Form.useForm<Values>(form);
  const close = () => {
    dialogForm.resetFields();
    onClose();
  };

  const submit = async () => {
    const values = await dialogForm.validateFields().catch(() => null);
    if (!values) return;
    try {
      if ((await onSubmit(values)) !== false) close();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Modal
      open={open}
      title={texts.title}
      okText={texts.submit}
      cancelText={texts.cancel}
      onOk={submit}
      onCancel={close}
      okButtonProps={{ loading, disabled: okDisabled }}
      width={width}
      destroyOnHidden
    >
      {before}
      <Form<Values>
        form={dialogForm}
        layout="vertical"
        name={name}
        preserve={false}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        style={{ marginTop: 12 }}
      >
        {children}
      </Form>
    </Modal>
  );
}
