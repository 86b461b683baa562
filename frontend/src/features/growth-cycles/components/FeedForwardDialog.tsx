import { Alert, Form, Input, Select } from 'antd';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import { useGrowthCyclesGiveFeedForwardMutation, type FeedForwardCategory, type GrowthCycleResponse, type SkillTreeAbility } from '../../../shared/api/generated/growth-cycles';
import { lengthRule } from '../lib/form-rules';
import { GROWTH_CYCLE_LIMITS as LIMITS } from '@pivot/rules';
import { categoryOptions, skillOptions } from '../lib/options';
import { ExperiencePointsField } from './ExperiencePointsField';
import { GiftDialog } from './GiftDialog';

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
  const [give, { isLoading }] = useGrowthCyclesGiveFeedForwardMutation();
  return (
    <GiftDialog<FeedForwardForm>
      name="give-feed-forward"
      cycle={cycle}
      open={open}
      onClose={onClose}
      texts={m.feedForward}
      initialValues={{ experiencePoints: LIMITS.experiencePoints.default }}
      sending={isLoading}
      before={<Alert type="info" showIcon message={m.feedForward.protocol} style={{ marginTop: 12 }} />}
      send={(values, target) => {
        const message = values.originalMessage.trim();
        return give({
          giveFeedForwardRequest: {
            growthCycleId: target.id,
            toUserId: target.userId,
            originalMessage: message,
            transformedMessage: message,
            category: values.category,
            skillTreeAbility: values.skillTreeAbility ?? null,
            experiencePoints: values.experiencePoints,
          },
        }).unwrap();
      }}
    >
      <Form.Item name="originalMessage" label={m.feedForward.messageLabel} rules={[lengthRule(LIMITS.feedForwardMessage)]}>
        <Input.TextArea placeholder={m.feedForward.messagePlaceholder} autoSize={{ minRows: 3, maxRows: 6 }} count={{ show: true, max: LIMITS.feedForwardMessage.max }} />
      </Form.Item>
      <Form.Item name="category" label={m.feedForward.categoryLabel} rules={[{ required: true, message: m.feedForward.categoryRequired }]}>
        <Select options={categoryOptions} placeholder={m.feedForward.categoryRequired} />
      </Form.Item>
      <Form.Item name="skillTreeAbility" label={m.feedForward.skillLabel}>
        <Select options={skillOptions} allowClear placeholder={m.feedForward.skillPlaceholder} />
      </Form.Item>
      <ExperiencePointsField label={m.feedForward.pointsLabel} extra={m.feedback.pointsHint} />
    </GiftDialog>
  );
}
