import { DatePicker, Form, Input, Switch } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import type { Dayjs } from 'dayjs';
import { GROWTH_CYCLE_LIMITS as LIMITS } from '@pivot/rules';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import { useGrowthCyclesStartMutation } from '../../../shared/api/generated/growth-cycles';
import { pickerDate, toApiDate, today } from '../../../shared/lib/datetime';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { notifySuccess } from '../../../shared/ui/notify';
import { lengthRule } from '../lib/form-rules';
import { SupporterSelect } from './SupporterSelect';
import '../write-failures';

interface CreateCycleDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the form opens with, e.g. a next step from the AI coach (`?goal=` on the page). */
  initial?: { title: string; targetBehaviors: string };
}

interface CycleForm {
  title: string;
  description?: string;
  targetBehaviors: string;
  isPublic: boolean;
  supporterMembers: string[];
  targetDate?: Dayjs | null;
}

/** Starts a growth cycle (spec part 2 §5): title, target behaviours, public by default, supporters from the whole organisation. */
export function CreateCycleDialog({ open, onClose, initial }: CreateCycleDialogProps) {
  const [start, { isLoading }] = useGrowthCyclesStartMutation();

  const submit = async (values: CycleForm) => {
    await start({
      startGrowthCycleRequest: {
        title: values.title.trim(),
        description: values.description?.trim() || null,
        targetBehaviors: values.targetBehaviors.trim(),
        isPublic: values.isPublic,
        supporterMembers: values.supporterMembers,
        ...(values.targetDate ? { targetDate: toApiDate(values.targetDate) } : {}),
      },
    }).unwrap();
    notifySuccess(m.create.created);
  };

  return (
    <FormDialog<CycleForm>
      name="create-growth-cycle"
      open={open}
      texts={m.create}
      width={560}
      loading={isLoading}
      initialValues={{ isPublic: true, supporterMembers: [], ...initial }}
      onSubmit={submit}
      onClose={onClose}
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
      <Form.Item name="targetDate" label={m.create.targetDateLabel} extra={m.create.targetDateHint}>
        <DatePicker disabledDate={(day) => day.isBefore(pickerDate(today()), 'day')} />
      </Form.Item>
      <Form.Item name="supporterMembers" label={m.create.supportersLabel} extra={m.create.supportersHint}>
        {open && <SupporterSelect />}
      </Form.Item>
      <Form.Item name="isPublic" label={m.create.publicLabel} valuePropName="checked" extra={<Typography.Text type="secondary">{m.create.publicHint}</Typography.Text>}>
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
