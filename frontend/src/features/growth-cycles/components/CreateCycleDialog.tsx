import { Form, Input, Modal, Switch, Typography } from 'antd';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import { useGrowthCyclesStartMutation } from '../../../shared/api/generated/api';
import { notifySuccess } from '../../../shared/ui/notify';
import { lengthRule } from '../lib/form-rules';
import { GROWTH_CYCLE_LIMITS as LIMITS } from '@pivot/rules';
import { SupporterSelect } from './SupporterSelect';
import '../write-failures';

interface CreateCycleDialogProps {
  open: boolean;
  onClose: () => void;
}

interface CycleForm {
  title: string;
  description?: string;
  targetBehaviors: string;
  isPublic: boolean;
  supporterMembers: string[];
}

/** Starts a growth cycle (spec part 2 §5): title, target behaviours, public by default, supporters from the whole organisation. */
export function CreateCycleDialog({ open, onClose }: CreateCycleDialogProps) {
  const [form] = Form.useForm<CycleForm>();
  const [start, { isLoading }] = useGrowthCyclesStartMutation();

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await start({
        startGrowthCycleRequest: {
          title: values.title.trim(),
          description: values.description?.trim() || null,
          targetBehaviors: values.targetBehaviors.trim(),
          isPublic: values.isPublic,
          supporterMembers: values.supporterMembers,
        },
      }).unwrap();
      notifySuccess(m.create.created);
      close();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Modal
      open={open}
      title={m.create.title}
      okText={m.create.submit}
      cancelText={m.create.cancel}
      onOk={submit}
      onCancel={close}
      okButtonProps={{ loading: isLoading }}
      width={560}
      destroyOnHidden
    >
      <Form<CycleForm>
        form={form}
        layout="vertical"
        name="create-growth-cycle"
        preserve={false}
        initialValues={{ isPublic: true, supporterMembers: [] }}
        style={{ marginTop: 12 }}
      >
        <Form.Item name="title" label={m.create.titleLabel} rules={[lengthRule(LIMITS.title)]}>
          <Input placeholder={m.create.titlePlaceholder} />
        </Form.Item>
        <Form.Item name="targetBehaviors" label={m.create.targetLabel} rules={[lengthRule(LIMITS.targetBehaviors)]}>
          <Input.TextArea placeholder={m.create.targetPlaceholder} autoSize={{ minRows: 3, maxRows: 6 }} count={{ show: true, max: LIMITS.targetBehaviors.max }} />
        </Form.Item>
        <Form.Item name="description" label={m.create.descriptionLabel}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={LIMITS.description.max} />
        </Form.Item>
        <Form.Item name="supporterMembers" label={m.create.supportersLabel} extra={m.create.supportersHint}>
          {open && <SupporterSelect />}
        </Form.Item>
        <Form.Item name="isPublic" label={m.create.publicLabel} valuePropName="checked" extra={<Typography.Text type="secondary">{m.create.publicHint}</Typography.Text>}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
