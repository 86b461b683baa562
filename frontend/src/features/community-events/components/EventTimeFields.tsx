import { DatePicker, Flex, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';

/** An event's start and end (Tokyo wall time), the end after the start: the same when an event is planned and when it is corrected. */
export function EventTimeFields() {
  return (
    <Flex gap={12} wrap>
      <Form.Item name="startTime" label={t.create.fields.startTime} rules={[{ required: true, message: t.create.required.startTime }]} style={{ flex: '1 1 200px' }}>
        <DatePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format="YYYY/MM/DD HH:mm" style={{ width: '100%' }} />
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
        <DatePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format="YYYY/MM/DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
    </Flex>
  );
}
