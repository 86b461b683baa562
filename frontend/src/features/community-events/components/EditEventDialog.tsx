import { Form, Input, InputNumber, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { COMMUNITY_EVENT_LIMITS as L } from '@pivot/rules';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import { useCommunityEventsUpdateMutation, type CommunityEventDetailResponse, type EventPlatform } from '../../../shared/api/generated/api';
import { notifySuccess } from '../../../shared/ui/notify';
import { EventTimeFields } from './EventTimeFields';
import { wallTime, zonedInstant } from '../../../shared/lib/datetime';
import '../write-failures';

interface EditForm {
  title: string;
  description?: string | null;
  platform: EventPlatform;
  startTime: Dayjs;
  endTime: Dayjs;
  maxParticipants: number;
  meetingUrl?: string | null;
}

const PLATFORMS: EventPlatform[] = ['zoom', 'teams', 'meet', 'webex'];

/**
 * The organiser's correction of an event, prefilled with its current details (times as Tokyo wall
 * times). Checked as the create dialog checks; the server also refuses a capacity below the seats
 * taken. Sent with the revision shown (If-Match), so a change made meanwhile is not overwritten.
 */
export function EditEventDialog({ event, onClose }: { event: CommunityEventDetailResponse; onClose: () => void }) {
  const [form] = Form.useForm<EditForm>();
  const [update, { isLoading }] = useCommunityEventsUpdateMutation();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await update({
        id: event.id,
        'If-Match': String(event.revision),
        updateCommunityEventRequest: {
          title: values.title,
          description: values.description?.trim() || null,
          platform: values.platform,
          startTime: zonedInstant(values.startTime),
          endTime: zonedInstant(values.endTime),
          maxParticipants: values.maxParticipants,
          meetingUrl: values.meetingUrl?.trim() || null,
        },
      }).unwrap();
      notifySuccess(t.edit.saved);
      onClose();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Modal open title={t.edit.title} okText={t.edit.submit} cancelText={t.edit.cancel} onOk={submit} onCancel={onClose} okButtonProps={{ loading: isLoading }} width={560} destroyOnHidden>
      <Form<EditForm>
        form={form}
        layout="vertical"
        name="edit-community-event"
        preserve={false}
        style={{ marginTop: 12 }}
        initialValues={{
          title: event.title,
          description: event.description,
          platform: event.platform,
          startTime: wallTime(event.startTime),
          endTime: wallTime(event.endTime),
          maxParticipants: event.maxParticipants,
          meetingUrl: event.meetingUrl,
        }}
      >
        <Form.Item name="title" label={t.create.fields.title} rules={[{ required: true, whitespace: true, message: t.create.required.title }]}>
          <Input maxLength={L.title.max} />
        </Form.Item>
        <Form.Item name="description" label={t.create.fields.description}>
          <Input.TextArea maxLength={L.description.max} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item name="platform" label={t.create.fields.platform}>
          <Select options={PLATFORMS.map((value) => ({ value, label: t.platforms[value] }))} />
        </Form.Item>
        <EventTimeFields />
        <Form.Item
          name="maxParticipants"
          label={t.create.fields.maxParticipants}
          extra={t.edit.capacityHint(event.registeredCount)}
          rules={[{ required: true, type: 'integer', min: L.participants.min, max: L.participants.max, message: L.participants.message }]}
        >
          <InputNumber min={1} max={1000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="meetingUrl" label={t.create.fields.meetingUrl} rules={[{ type: 'url', message: t.edit.urlInvalid }]}>
          <Input placeholder="https://" maxLength={L.meetingUrl.max} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
