import { Checkbox, Flex, Form, Input, InputNumber, Select } from 'antd';
import { COMMUNITY_EVENT_LIMITS as L } from '@pivot/rules';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import { useCommunityEventsCreateMutation, type CommunityEventType, type EventPlatform } from '../../../shared/api/generated/community-events';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { notifySuccess } from '../../../shared/ui/notify';
import { EventTimeFields } from './EventTimeFields';
import { pickerNow, zonedInstant } from '../../../shared/lib/datetime';
import { DEFAULT_CAPACITY, DEFAULT_DURATION_MINUTES } from '../lib/event-format';
import '../write-failures';

interface CreateForm {
  title: string;
  description?: string;
  eventType: CommunityEventType;
  platform: EventPlatform;
  startTime: Dayjs;
  endTime: Dayjs;
  maxParticipants: number;
  meetingUrl?: string;
  tags: string[];
  isRecorded: boolean;
  isPublic: boolean;
  requiresApproval: boolean;
}

const TYPES: CommunityEventType[] = ['webinar', 'workshop', 'seminar', 'meeting'];
const PLATFORMS: EventPlatform[] = ['zoom', 'teams', 'meet', 'webex'];

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
        title: values.title,
        description: values.description?.trim() || null,
        eventType: values.eventType,
        platform: values.platform,
        startTime: zonedInstant(values.startTime),
        endTime: zonedInstant(values.endTime),
        maxParticipants: values.maxParticipants,
        isRecorded: values.isRecorded,
        isPublic: values.isPublic,
        requiresApproval: values.requiresApproval,
        meetingUrl: values.meetingUrl?.trim() || null,
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
      <Form.Item name="title" label={t.create.fields.title} rules={[{ required: true, whitespace: true, message: t.create.required.title }]}>
        <Input maxLength={L.title.max} />
      </Form.Item>
      <Form.Item name="description" label={t.create.fields.description}>
        <Input.TextArea maxLength={L.description.max} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item name="eventType" label={t.create.fields.eventType} rules={[{ required: true, message: t.create.required.eventType }]} style={{ flex: '1 1 200px' }}>
          <Select options={TYPES.map((value) => ({ value, label: t.types[value] }))} />
        </Form.Item>
        <Form.Item name="platform" label={t.create.fields.platform} style={{ flex: '1 1 200px' }}>
          <Select options={PLATFORMS.map((value) => ({ value, label: t.platforms[value] }))} />
        </Form.Item>
      </Flex>
      <EventTimeFields />
      <Form.Item
        name="maxParticipants"
        label={t.create.fields.maxParticipants}
        rules={[{ required: true, type: 'integer', min: L.participants.min, max: L.participants.max, message: L.participants.message }]}
      >
        <InputNumber min={L.participants.min} max={L.participants.max} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="meetingUrl" label={t.create.fields.meetingUrl} rules={[{ type: 'url', message: '会議URLはhttpまたはhttpsのURLで指定してください' }]}>
        <Input placeholder="https://" maxLength={L.meetingUrl.max} />
      </Form.Item>
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
