import { Form, Input, InputNumber, Modal } from 'antd';
import { membersTexts } from '../../../locales/ja-JP/members';
import {
  usePositionsCreatePositionMutation,
  usePositionsUpdatePositionMutation,
  type PositionResponse,
} from '../../../shared/api/generated/api';
import { notifySuccess } from '../../../shared/ui/notify';
import '../write-failures';

const texts = membersTexts.positions;
const common = membersTexts.common;

interface PositionForm {
  name: string;
  level: number;
  description?: string;
}

interface PositionDialogProps {
  teamId: string;
  /** The position to edit; without it the dialog adds one. */
  position?: PositionResponse;
  onClose: () => void;
}

/** Adds or edits a position: name required, level 1–10 (default 1), description optional (spec part 2 §5). */
export function PositionDialog({ teamId, position, onClose }: PositionDialogProps) {
  const [form] = Form.useForm<PositionForm>();
  const [createPosition, creating] = usePositionsCreatePositionMutation();
  const [updatePosition, updating] = usePositionsUpdatePositionMutation();

  const save = async ({ name, level, description }: PositionForm) => {
    const fields = { name: name.trim(), level, description: description?.trim() || null };
    try {
      if (position) {
        await updatePosition({ id: position.id, 'If-Match': String(position.revision), updatePositionRequest: fields }).unwrap();
        notifySuccess(texts.updated);
      } else {
        await createPosition({ createPositionRequest: { ...fields, teamId } }).unwrap();
        notifySuccess(texts.created);
      }
      onClose();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Modal
      open
      title={position ? texts.editTitle : texts.createTitle}
      okText={position ? common.save : common.create}
      cancelText={common.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: creating.isLoading || updating.isLoading }}
      width={500}
    >
      <Form<PositionForm>
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        name="position"
        onFinish={save}
        initialValues={{ name: position?.name ?? '', level: position?.level ?? 1, description: position?.description ?? '' }}
      >
        <Form.Item name="name" label={texts.name} rules={[{ required: true, whitespace: true, message: texts.nameRequired }]}>
          <Input placeholder={texts.namePlaceholder} maxLength={255} autoFocus />
        </Form.Item>
        <Form.Item
          name="level"
          label={texts.level}
          extra={texts.levelHint}
          rules={[{ required: true, type: 'integer', min: 1, max: 10, message: texts.levelRange }]}
        >
          {/* No min/max/precision here: antd would clamp 11 to 10 (or round 1.5) on blur without a word;
              the rule above says what is wrong instead. */}
          <InputNumber style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="description" label={texts.description}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
