import { Checkbox, Form, Input, Modal } from 'antd';
import { pffrMessages as m } from '../../../locales/ja-JP/pffr';
import { useGrowthCyclesGiveFeedbackMutation, type EmotionBadge, type GrowthCycleResponse } from '../../../shared/api/generated/api';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { EXPERIENCE_POINTS, lengthRule } from '../lib/form-rules';
import { badgeOptions } from '../lib/options';
import { ExperiencePointsField } from './ExperiencePointsField';

interface FeedbackDialogProps {
  /** The cycle praised; null when none is chosen (spec §8's message). */
  cycle: GrowthCycleResponse | null;
  open: boolean;
  onClose: () => void;
}

interface FeedbackForm {
  message: string;
  emotionBadges: EmotionBadge[];
  experiencePoints: number;
}

/** Praise (feedback) on someone else's cycle: the form of spec part 2 §5 with its exact messages. */
export function FeedbackDialog({ cycle, open, onClose }: FeedbackDialogProps) {
  const [form] = Form.useForm<FeedbackForm>();
  const [give, { isLoading }] = useGrowthCyclesGiveFeedbackMutation();

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
    try {
      await give({
        giveFeedbackRequest: {
          growthCycleId: cycle.id,
          toUserId: cycle.userId,
          message: values.message.trim(),
          emotionBadges: values.emotionBadges,
          experiencePoints: values.experiencePoints,
        },
      }).unwrap();
      notifySuccess(m.feedback.sent);
      close();
    } catch (error) {
      notifyError(error, m.feedback.failed);
    }
  };

  return (
    <Modal
      open={open}
      title={m.feedback.title(cycle?.ownerName ?? '')}
      okText={m.feedback.submit}
      cancelText={m.feedback.cancel}
      onOk={submit}
      onCancel={close}
      okButtonProps={{ loading: isLoading }}
      width={560}
      destroyOnHidden
    >
      <Form<FeedbackForm>
        form={form}
        layout="vertical"
        name="give-feedback"
        preserve={false}
        initialValues={{ emotionBadges: [], experiencePoints: EXPERIENCE_POINTS.default }}
        style={{ marginTop: 12 }}
      >
        <Form.Item name="message" label={m.feedback.messageLabel} rules={[lengthRule(10, 500, m.feedback.messageMin, m.feedback.messageMax)]}>
          <Input.TextArea placeholder={m.feedback.messagePlaceholder} autoSize={{ minRows: 3, maxRows: 6 }} count={{ show: true, max: 500 }} />
        </Form.Item>
        <Form.Item name="emotionBadges" label={m.feedback.badgesLabel}>
          <Checkbox.Group options={badgeOptions} />
        </Form.Item>
        <ExperiencePointsField label={m.feedback.pointsLabel} extra={m.feedback.pointsHint} />
      </Form>
    </Modal>
  );
}
