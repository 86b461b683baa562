import { Checkbox, Form, Input } from 'antd';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import { useGrowthCyclesGiveFeedbackMutation, type EmotionBadge, type GrowthCycleResponse } from '../../../shared/api/generated/growth-cycles';
import { lengthRule } from '../lib/form-rules';
import { GROWTH_CYCLE_LIMITS as LIMITS } from '@pivot/rules';
import { badgeOptions } from '../lib/options';
import { ExperiencePointsField } from './ExperiencePointsField';
import { GiftDialog } from './GiftDialog';

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
  const [give, { isLoading }] = useGrowthCyclesGiveFeedbackMutation();
  return (
    <GiftDialog<FeedbackForm>
      name="give-feedback"
      cycle={cycle}
      open={open}
      onClose={onClose}
      texts={m.feedback}
      initialValues={{ emotionBadges: [], experiencePoints: LIMITS.experiencePoints.default }}
      sending={isLoading}
      send={(values, target) =>
        give({
          giveFeedbackRequest: {
            growthCycleId: target.id,
            toUserId: target.userId,
            message: values.message.trim(),
            emotionBadges: values.emotionBadges,
            experiencePoints: values.experiencePoints,
          },
        }).unwrap()
      }
    >
      <Form.Item name="message" label={m.feedback.messageLabel} rules={[lengthRule(LIMITS.feedbackMessage)]}>
        <Input.TextArea placeholder={m.feedback.messagePlaceholder} autoSize={{ minRows: 3, maxRows: 6 }} count={{ show: true, max: LIMITS.feedbackMessage.max }} />
      </Form.Item>
      <Form.Item name="emotionBadges" label={m.feedback.badgesLabel}>
        <Checkbox.Group options={badgeOptions} />
      </Form.Item>
      <ExperiencePointsField label={m.feedback.pointsLabel} extra={m.feedback.pointsHint} />
    </GiftDialog>
  );
}
