import { DatePicker, Form, Input, Rate, Select } from 'antd';
import { ONE_ON_ONE_LIMITS as L } from '@pivot/rules';
import type { Dayjs } from 'dayjs';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import type { OneOnOneApproach, OneOnOneEntryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { notifySuccess } from '../../../shared/ui/notify';
import { useOneOnOneMatrixRecordSessionMutation } from '../api/one-on-one-api';
import { APPROACH_KEYS } from '../lib/board-rules';
import { pickerNow, toApiDate } from '../../../shared/lib/datetime';
import '../write-failures';

interface RecordSessionDialogProps {
  open: boolean;
  entry: OneOnOneEntryResponse;
  onClose: () => void;
}

interface SessionForm {
  sessionDate: Dayjs;
  approach: OneOnOneApproach;
  outcomes?: string;
  feedback?: string;
  effectiveness: number;
  nextSessionDate?: Dayjs | null;
}

function optionalText(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Records a held 1on1: when, which approach, what came of it, how well it worked (1–5), and the next date. */
export function RecordSessionDialog({ open, entry, onClose }: RecordSessionDialogProps) {
  const [recordSession, { isLoading }] = useOneOnOneMatrixRecordSessionMutation();

  const submit = async (values: SessionForm) => {
    await recordSession({
      id: entry.id,
      'If-Match': String(entry.revision),
      recordOneOnOneSessionRequest: {
        sessionDate: toApiDate(values.sessionDate),
        approach: values.approach,
        outcomes: optionalText(values.outcomes),
        feedback: optionalText(values.feedback),
        effectiveness: values.effectiveness,
        nextSessionDate: values.nextSessionDate ? toApiDate(values.nextSessionDate) : null,
      },
    }).unwrap();
    notifySuccess(m.session.saved);
  };

  return (
    <FormDialog<SessionForm>
      name="record-one-on-one-session"
      open={open}
      texts={{ title: `${m.session.title}：${entry.employeeName}`, submit: m.session.save, cancel: m.session.cancel }}
      loading={isLoading}
      initialValues={{ sessionDate: pickerNow(), approach: entry.quadrant }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="sessionDate" label={m.session.date} rules={[{ required: true, message: m.session.dateRequired }]}>
        <DatePicker style={{ width: '100%' }} disabledDate={(date) => date.isAfter(pickerNow(), 'day')} allowClear={false} />
      </Form.Item>
      <Form.Item name="approach" label={m.session.approach} rules={[{ required: true, message: m.session.approachRequired }]}>
        <Select options={APPROACH_KEYS.map((key) => ({ value: key, label: m.quadrants[key] }))} />
      </Form.Item>
      <Form.Item
        name="effectiveness"
        label={m.session.effectiveness}
        rules={[{ required: true, message: m.session.effectivenessRequired }]}
      >
        <Rate tooltips={[...m.session.effectivenessLevels]} aria-label={m.session.effectiveness} />
      </Form.Item>
      <Form.Item name="outcomes" label={m.session.outcomes}>
        <Input.TextArea placeholder={m.session.outcomesPlaceholder} maxLength={L.outcomes.max} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item name="feedback" label={m.session.feedback}>
        <Input.TextArea placeholder={m.session.feedbackPlaceholder} maxLength={L.feedback.max} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item
        name="nextSessionDate"
        label={m.session.nextDate}
        dependencies={['sessionDate']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: Dayjs | null | undefined) =>
              !value || value.isAfter(getFieldValue('sessionDate') as Dayjs, 'day')
                ? Promise.resolve()
                : Promise.reject(new Error(m.session.nextDateAfter)),
          }),
        ]}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
