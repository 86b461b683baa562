import type { ReactNode } from 'react';
import { DatePicker, Flex, Form, Input, InputNumber, Select } from 'antd';
import { COMMUNITY_EVENT_LIMITS as L } from '@pivot/rules';
import type { Dayjs } from 'dayjs';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import type { CommunityEventType, EventPlatform } from '../../../shared/api/generated/community-events';
import { zonedInstant } from '../../../shared/lib/datetime';

const TYPES: CommunityEventType[] = ['webinar', 'workshop', 'seminar', 'meeting'];
const PLATFORMS: EventPlatform[] = ['zoom', 'teams', 'meet', 'webex'];
/** The values of the shared fields, as the form holds them. */
export interface EventFieldValues {
  title: string;
  description?: string | null;
  platform: EventPlatform;
  startTime: Dayjs;
  endTime: Dayjs;
  maxParticipants: number;
  meetingUrl?: string | null;
}

/** The shared fields as a create or update request carries them: blank texts as null, wall times as instants. */
export const eventFieldsRequest = (values: EventFieldValues) => ({
  title: values.title,
  description: values.description?.trim() || null,
  platform: values.platform,
  startTime: zonedInstant(values.startTime),
  endTime: zonedInstant(values.endTime),
  maxParticipants: values.maxParticipants,
  meetingUrl: values.meetingUrl?.trim() || null,
});

const DATE_TIME = { showTime: { format: 'HH:mm', minuteStep: 5 }, format: 'YYYY/MM/DD HH:mm', style: { width: '100%' } } as const;

/**
 * The fields an event is planned with and corrected with, checked the same way in both dialogs:
 * title (required), description, type (only when planning: an event keeps its type), platform,
 * start and end (Tokyo wall time, the end after the start), places within the shared limits, and
 * an http(s) meeting URL.
 */
export function EventFields({ withType = false, capacityHint }: { withType?: boolean; capacityHint?: ReactNode }) {
  return (
    <>
      <Form.Item name="title" label={t.create.fields.title} rules={[{ required: true, whitespace: true, message: t.create.required.title }]}>
        <Input maxLength={L.title.max} />
      </Form.Item>
      <Form.Item name="description" label={t.create.fields.description}>
        <Input.TextArea maxLength={L.description.max} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Flex gap={12} wrap>
        {withType && (
          <Form.Item name="eventType" label={t.create.fields.eventType} rules={[{ required: true, message: t.create.required.eventType }]} style={{ flex: '1 1 200px' }}>
            <Select options={TYPES.map((value) => ({ value, label: t.types[value] }))} />
          </Form.Item>
        )}
        <Form.Item name="platform" label={t.create.fields.platform} style={{ flex: '1 1 200px' }}>
          <Select options={PLATFORMS.map((value) => ({ value, label: t.platforms[value] }))} />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item name="startTime" label={t.create.fields.startTime} rules={[{ required: true, message: t.create.required.startTime }]} style={{ flex: '1 1 200px' }}>
          <DatePicker {...DATE_TIME} />
        </Form.Item>
        <Form.Item
          name="endTime"
          label={t.create.fields.endTime}
          dependencies={['startTime']}
          style={{ flex: '1 1 200px' }}
          rules={[
            { required: true, message: t.create.required.endTime },
            ({ getFieldValue }) => ({
              validator: (_, value: Dayjs | undefined) => {
                const startTime = getFieldValue('startTime') as Dayjs | undefined;
                return !value || !startTime || value.isAfter(startTime) ? Promise.resolve() : Promise.reject(new Error(t.create.endAfterStart));
              },
            }),
          ]}
        >
          <DatePicker {...DATE_TIME} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="maxParticipants"
        label={t.create.fields.maxParticipants}
        extra={capacityHint}
        rules={[{ required: true, type: 'integer', min: L.participants.min, max: L.participants.max, message: L.participants.message }]}
      >
        <InputNumber min={L.participants.min} max={L.participants.max} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="meetingUrl" label={t.create.fields.meetingUrl} rules={[{ type: 'url', message: t.create.urlInvalid }]}>
        <Input placeholder="https://" maxLength={L.meetingUrl.max} />
      </Form.Item>
    </>
  );
}
