import { Form, Input, Modal } from 'antd';
import { ORGANIZATION_LIMITS } from '@pivot/rules';
import { teamMessages as t } from '../../locales/ja-JP/teams';
import { useTeamsCreateTeamMutation, type CreateTeamRequest } from '../api/generated/teams';
import { notifySuccess } from '../ui/notify';
import './write-failures';

interface CreateTeamDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new team's id after it was created (the caller selects it). */
  onCreated: (teamId: string) => void;
}

interface TeamForm {
  name: string;
  description: string;
}

/** The create-team dialog (spec part 1 §5: the name is required, the description optional). */
export function CreateTeamDialog({ open, onClose, onCreated }: CreateTeamDialogProps) {
  const [form] = Form.useForm<TeamForm>();
  const name = Form.useWatch('name', form) ?? '';
  const [createTeam, { isLoading }] = useTeamsCreateTeamMutation();

  const submit = async () => {
    const values = form.getFieldsValue();
    const description = values.description?.trim();
    const request: CreateTeamRequest = {
      name: values.name.trim(),
      organizationType: 'company',
      // The OpenAPI document types the optional description loosely (object); the server takes a string.
      ...(description ? { description: description as unknown as CreateTeamRequest['description'] } : {}),
    };
    try {
      const created = await createTeam({ createTeamRequest: request }).unwrap();
      notifySuccess(t.created(request.name));
      form.resetFields();
      onCreated(created.id);
      onClose();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Modal
      open={open}
      title={t.createTitle}
      okText={t.create}
      cancelText={t.cancel}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: name.trim() === '', loading: isLoading }}
      width={500}
      forceRender
    >
      <Form form={form} layout="vertical" name="create-team" onFinish={submit} initialValues={{ name: '', description: '' }}>
        <Form.Item name="name" label={t.nameLabel} required>
          <Input placeholder={t.namePlaceholder} maxLength={ORGANIZATION_LIMITS.teamName.max} autoFocus />
        </Form.Item>
        <Form.Item name="description" label={t.descriptionLabel}>
          <Input.TextArea placeholder={t.descriptionPlaceholder} maxLength={ORGANIZATION_LIMITS.teamDescription.max} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
