import { Alert, Form, Input, Modal, Select } from 'antd';
import { pffrMessages as m } from '../../../locales/ja-JP/pffr';
import {
  useGrowthCyclesGiveFeedForwardMutation,
  type FeedForwardCategory,
  type GrowthCycleResponse,
  type SkillTreeAbility,
} from '../../../shared/api/generated/api';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { EXPERIENCE_POINTS, lengthRule } from '../lib/form-rules';
import { categoryOptions, skillOptions } from '../lib/options';
import { ExperiencePointsField } from './ExperiencePointsField';

interface FeedForwardDialogProps {
  cycle: GrowthCycleResponse | null;
  open: boolean;
  onClose: () => void;
}

interface FeedForwardForm {
  originalMessage: string;
  category: FeedForwardCategory;
  skillTreeAbility?: SkillTreeAbility;
  experiencePoints: number;
}

/** A cheer (feed-forward): a suggestion about the future, the form of spec part 2 §5 with its exact messages. */
export function FeedForwardDialog({ cycle, open, onClose }: FeedForwardDialogProps) {
  const [form] = Form.useForm<FeedForwardForm>();
  const [give, { isLoading }] = useGrowthCyclesGiveFeedForwardMutation();

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!cycle) {
      notifyError(undefined, m.feedback.noTarget);
      return;
    }
    const message = values.originalMessage.trim();
    try {
      await give({
        giveFeedForwardRequest: {
          growthCycleId: cycle.id,
          toUserId: cycle.userId,
          originalMessage: message,
          transformedMessage: message,
          category: values.category,
          skillTreeAbility: values.skillTreeAbility ?? null,
          experiencePoints: values.experiencePoints,
        },
      }).unwrap();
      notifySuccess(m.feedForward.sent);
      close();
    } catch (error) {
      notifyError(error, m.feedForward.failed);
    }
  };

  return (
    <Modal
      open={open}
      title={m.feedForward.title(cycle?.ownerName ?? '')}
      okText={m.feedForward.submit}
      cancelText={m.feedForward.cancel}
      onOk={submit}
      onCancel={close}
      okButtonProps={{ loading: isLoading }}
      width={560}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={m.feedForward.protocol} style={{ marginTop: 12 }} />
      <Form<FeedForwardForm>
        form={form}
        layout="vertical"
        name="give-feed-forward"
        preserve={false}
        initialValues={{ experiencePoints: EXPERIENCE_POINTS.default }}
        style={{ marginTop: 12 }}
      >
        <Form.Item name="originalMessage" label={m.feedForward.messageLabel} rules={[lengthRule(10, 500, m.feedForward.messageMin, m.feedForward.messageMax)]}>
          <Input.TextArea placeholder={m.feedForward.messagePlaceholder} autoSize={{ minRows: 3, maxRows: 6 }} count={{ show: true, max: 500 }} />
        </Form.Item>
        <Form.Item name="category" label={m.feedForward.categoryLabel} rules={[{ required: true, message: m.feedForward.categoryRequired }]}>
          <Select options={categoryOptions} placeholder={m.feedForward.categoryRequired} />
        </Form.Item>
        <Form.Item name="skillTreeAbility" label={m.feedForward.skillLabel}>
          <Select options={skillOptions} allowClear placeholder={m.feedForward.skillPlaceholder} />
        </Form.Item>
        <ExperiencePointsField label={m.feedForward.pointsLabel} extra={m.feedback.pointsHint} />
      </Form>
    </Modal>
  );
}
