import { Checkbox, Flex, Form, Select } from 'antd';
import { useNavigate } from 'react-router';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import { useCommunityEventsCreateMutation, type CommunityEventType } from '../../../shared/api/generated/community-events';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { notifySuccess } from '../../../shared/ui/notify';
import { EventFields, eventFieldsRequest, type EventFieldValues } from './EventFields';
import { pickerNow } from '../../../shared/lib/datetime';
import { DEFAULT_CAPACITY, DEFAULT_DURATION_MINUTES } from '../lib/event-format';
import '../write-failures';

interface CreateForm extends EventFieldValues {
  eventType: CommunityEventType;
  tags: string[];
  isRecorded: boolean;
  isPublic: boolean;
  requiresApproval: boolean;
}

/** The next full hour a week from now: a sensible first proposal. */
const proposedStart = () => pickerNow().add(7, 'day').startOf('hour').hour(19);

/**
 * The create-event dialog (spec part 2 §5): title, type, start and end required, end after start
 * (proposed one hour after the start, and moved along when the start changes), 1–1000 places
 * (default 100), platform zoom by default. Times are Tokyo wall times. A refusal shows the spec's
 * 'イベントの作成に失敗しました' with the server's reason; nothing is created.
 */
export function CreateEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateForm>();
  const [create, { isLoading }] = useCommunityEventsCreateMutation();
  const navigate = useNavigate();

  const submit = async (values: CreateForm) => {
    const created = await create({
      createCommunityEventRequest: {
        ...eventFieldsRequest(values),
        eventType: values.eventType,
        isRecorded: values.isRecorded,
        isPublic: values.isPublic,
        requiresApproval: values.requiresApproval,
        tags: values.tags,
      },
    }).unwrap();
    notifySuccess(t.create.created);
    void navigate(`/community/events/${created.id}`);
  };

  const start = proposedStart();
  return (
    <FormDialog<CreateForm>
      form={form}
      name="create-community-event"
      open={open}
      texts={t.create}
      width={560}
      loading={isLoading}
      initialValues={{
      eventType: 'webinar',
      platform: 'zoom',
      startTime: start,
      endTime: start.add(DEFAULT_DURATION_MINUTES, 'minute'),
      maxParticipants: DEFAULT_CAPACITY,
      tags: [],
      isRecorded: false,
      isPublic: true,
      requiresApproval: false,
      }}
      onValuesChange={(changed: Partial<CreateForm>, all: CreateForm) => {
      // The default duration is one hour (spec §9): moving the start moves a default end along.
      if (changed.startTime && (!all.endTime || !all.endTime.isAfter(changed.startTime))) {
        form.setFieldValue('endTime', changed.startTime.add(DEFAULT_DURATION_MINUTES, 'minute'));
      }
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <EventFields withType />
      <Form.Item name="tags" label={t.create.fields.tags} extra={t.create.tagsHint}>
        <Select mode="tags" maxCount={10} open={false} suffixIcon={null} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="isRecorded" valuePropName="checked" noStyle>
          <Checkbox>{t.create.fields.isRecorded}</Checkbox>
        </Form.Item>
        <Form.Item name="isPublic" valuePropName="checked" noStyle>
          <Checkbox>{t.create.fields.isPublic}</Checkbox>
        </Form.Item>
        <Form.Item name="requiresApproval" valuePropName="checked" noStyle>
          <Checkbox>{t.create.fields.requiresApproval}</Checkbox>
        </Form.Item>
      </Flex>
    </FormDialog>
  );
}
