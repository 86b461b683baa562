import { Form, Select } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { GROWTH_CYCLE_LIMITS as LIMITS } from '@pivot/rules';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import {
  useGrowthCyclesListRequestableColleaguesQuery,
  useGrowthCyclesRequestFeedbackMutation,
  type FeedbackRequestKind,
} from '../../../shared/api/generated/growth-cycles';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { notifier } from '../../../shared/ui/notifier';
import '../write-failures';

interface RequestFeedbackDialogProps {
  cycleId: string;
  /** What is asked for; null: the dialog is closed. */
  kind: FeedbackRequestKind | null;
  onClose: () => void;
}

/** The owner chooses teammates (searchable by name) to ask for feedback or feed-forward on their cycle. */
export function RequestFeedbackDialog({ cycleId, kind, onClose }: RequestFeedbackDialogProps) {
  const colleagues = useGrowthCyclesListRequestableColleaguesQuery(undefined, { skip: kind === null });
  const [request, { isLoading }] = useGrowthCyclesRequestFeedbackMutation();
  const limit = LIMITS.requestedColleagues;
  return (
    <FormDialog<{ userIds: string[] }>
      name="request-feedback"
      open={kind !== null}
      texts={{ title: kind ? m.requests.dialogTitle[kind] : '', submit: m.requests.submit, cancel: m.requests.cancel }}
      loading={isLoading}
      initialValues={{ userIds: [] }}
      onClose={onClose}
      onSubmit={async ({ userIds }) => {
        if (!kind) return;
        await request({ id: cycleId, requestFeedbackRequest: { kind, userIds } }).unwrap();
        notifier().success({ title: m.requests.sent(userIds.length) });
      }}
      before={kind && <Typography.Paragraph type="secondary">{m.requests.dialogLead[kind]}</Typography.Paragraph>}
    >
      <Form.Item
        name="userIds"
        label={m.requests.colleaguesLabel}
        extra={m.requests.reminderHint}
        rules={[
          { type: 'array', required: true, min: limit.min, message: limit.required },
          { type: 'array', max: limit.max, message: limit.tooMany },
        ]}
      >
        <Select
          mode="multiple"
          allowClear
          showSearch
          optionFilterProp="label"
          loading={colleagues.isFetching}
          placeholder={m.requests.colleaguesPlaceholder}
          notFoundContent={m.requests.colleaguesEmpty}
          options={(colleagues.data ?? []).map((c) => ({ value: c.userId, label: c.displayName || c.userId }))}
          maxCount={limit.max}
        />
      </Form.Item>
    </FormDialog>
  );
}
