import { Form, Input, InputNumber, Select } from 'antd';
import { COMMUNITY_EVENT_LIMITS as L } from '@pivot/rules';
import type { Dayjs } from 'dayjs';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import { useCommunityEventsUpdateMutation, type CommunityEventDetailResponse, type EventPlatform } from '../../../shared/api/generated/community-events';
import { FormDialog } from '../../../shared/ui/FormDialog';
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
  const [update, { isLoading }] = useCommunityEventsUpdateMutation();

  const submit = async (values: EditForm) => {
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
  };

  return (
    <FormDialog<EditForm>
      name="edit-community-event"
      texts={t.edit}
      width={560}
      loading={isLoading}
      initialValues={{
      title: event.title,
      description: event.description,
      platform: event.platform,
      startTime: wallTime(event.startTime),
      endTime: wallTime(event.endTime),
      maxParticipants: event.maxParticipants,
      meetingUrl: event.meetingUrl,
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
        <InputNumber min={L.participants.min} max={L.participants.max} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="meetingUrl" label={t.create.fields.meetingUrl} rules={[{ type: 'url', message: t.edit.urlInvalid }]}>
        <Input placeholder="https://" maxLength={L.meetingUrl.max} />
      </Form.Item>
    </FormDialog>
  );
}
