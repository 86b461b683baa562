import { PlusOutlined } from '@ant-design/icons';
import { ONE_ON_ONE_AGENDA_LIMITS as L } from '@pivot/rules';
import { Button, Checkbox, DatePicker, Flex, Form, Input, Select, Tag } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import type dayjs from 'dayjs';
import { agendaMessages as t } from '../../../../locales/ja-JP/one-on-one-agendas';
import { useOneOnOneAgendasAddActionItemMutation, useOneOnOneAgendasCompleteActionItemMutation, type AgendaParty, type AgendaResponse } from '../../../../shared/api/generated/one-on-one-agendas';
import { brand } from '../../../../shared/ui/brand-tokens';
import { notifySuccess } from '../../../../shared/ui/notify';
import { canCloseActionItem } from '../../lib/agenda';
import { formatCalendarDate, toApiDate } from '../../../../shared/lib/datetime';
import '../../write-failures';

interface Values {
  title: string;
  owner: AgendaParty;
  due?: dayjs.Dayjs | null;
}

/** Open action items (carried over from earlier sessions or new) and the form that adds one to the next session. */
export function ActionItemList({ agenda }: { agenda: AgendaResponse }) {
  const [form] = Form.useForm<Values>();
  const [add, { isLoading: isAdding }] = useOneOnOneAgendasAddActionItemMutation();
  const [complete] = useOneOnOneAgendasCompleteActionItemMutation();

  const submit = async (values: Values) => {
    try {
      await add({
        entryId: agenda.entryId,
        sessionId: 'next',
        addActionItemRequest: { title: values.title.trim(), owner: values.owner, dueDate: values.due ? toApiDate(values.due) : null },
      }).unwrap();
      notifySuccess(t.actionForm.added);
      form.resetFields();
    } catch {
      // Shown by the write-failure listener.
    }
  };
  const markDone = async (actionItemId: string) => {
    try {
      await complete({ entryId: agenda.entryId, actionItemId }).unwrap();
      notifySuccess(t.doneSaved);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Flex vertical gap="small">
      {agenda.actionItems.length === 0 ? (
        <Typography.Text type="secondary">{t.noActionItems}</Typography.Text>
      ) : (
        <Flex vertical gap="small" role="list" aria-label={t.actionItems}>
          {agenda.actionItems.map((item) => (
            <Flex key={item.id} role="listitem" gap="small" align="start" style={{ padding: 10, border: `1px solid ${brand.border}`, borderRadius: 8 }}>
              <Checkbox
                checked={item.done}
                disabled={item.done || !canCloseActionItem(agenda.role, item.owner)}
                onChange={() => void markDone(item.id)}
                aria-label={t.markDone(item.title)}
              />
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Typography.Text delete={item.done} style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Typography.Text>
                <Flex wrap gap={6}>
                  <Tag style={{ marginInlineEnd: 0 }}>{t.owner[item.owner]}</Tag>
                  {item.dueDate && <Tag style={{ marginInlineEnd: 0 }}>{t.due(formatCalendarDate(item.dueDate, 'dayWithWeekday'))}</Tag>}
                  {item.carriedOver && (
                    <Tag color="orange" style={{ marginInlineEnd: 0 }}>
                      {t.carriedOver(item.sessionDate ? formatCalendarDate(item.sessionDate, 'dayWithWeekday') : null)}
                    </Tag>
                  )}
                  {item.done && <Tag color="success">{t.done}</Tag>}
                </Flex>
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
      <Form form={form} layout="inline" onFinish={submit} initialValues={{ owner: 'member' }} aria-label={t.actionForm.formLabel} style={{ rowGap: 8 }}>
        <Form.Item name="title" rules={[{ required: true, whitespace: true, message: L.actionItem.blank }]} style={{ flex: '1 1 220px' }}>
          <Input placeholder={t.actionForm.titlePlaceholder} maxLength={L.actionItem.max} aria-label={t.actionForm.title} />
        </Form.Item>
        <Form.Item name="owner">
          <Select
            aria-label={t.actionForm.owner}
            style={{ width: 170 }}
            options={(['member', 'manager'] as const).map((value) => ({ value, label: t.owner[value] }))}
          />
        </Form.Item>
        <Form.Item name="due">
          <DatePicker placeholder={t.actionForm.due} aria-label={t.actionForm.due} />
        </Form.Item>
        <Button htmlType="submit" icon={<PlusOutlined />} loading={isAdding}>
          {t.actionForm.add}
        </Button>
      </Form>
    </Flex>
  );
}
