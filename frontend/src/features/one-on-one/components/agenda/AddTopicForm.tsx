import { PlusOutlined } from '@ant-design/icons';
import { ONE_ON_ONE_AGENDA_LIMITS as L } from '@pivot/rules';
import { AutoComplete, Button, Form, Input, Radio, Segmented } from 'antd';
import { agendaMessages as t } from '../../../../locales/ja-JP/one-on-one-agendas';
import { useOneOnOneAgendasAddTopicToAgendaMutation, type AgendaResponse, type ResponseWanted } from '../../../../shared/api/generated/one-on-one-agendas';
import { notifySuccess } from '../../../../shared/ui/notify';
import '../../write-failures';

interface Values {
  title: string;
  priority: number;
  responseWanted?: ResponseWanted;
  notes?: string;
}

/** Adds a topic to the next session: a catalogue topic or one's own words; the member says what response they want. */
export function AddTopicForm({ agenda }: { agenda: AgendaResponse }) {
  const [form] = Form.useForm<Values>();
  const [add, { isLoading }] = useOneOnOneAgendasAddTopicToAgendaMutation();
  const isMember = agenda.role === 'member';

  const submit = async (values: Values) => {
    const title = values.title.trim();
    const topic = agenda.catalogue.find((candidate) => candidate.name === title);
    try {
      await add({
        entryId: agenda.entryId,
        sessionId: 'next',
        addAgendaTopicRequest: {
          title,
          topicId: topic?.id ?? null,
          priority: values.priority,
          notes: values.notes?.trim() || null,
          responseWanted: isMember ? values.responseWanted : null,
        },
      }).unwrap();
      notifySuccess(t.form.added);
      form.resetFields();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ priority: 1 }} requiredMark={false} aria-label={t.form.add}>
      <Form.Item name="title" label={t.form.title} rules={[{ required: true, whitespace: true, message: L.topicTitle.blank }, { max: L.topicTitle.max, message: L.topicTitle.tooLong }]}>
        <AutoComplete
          options={agenda.catalogue.map((topic) => ({ value: topic.name, label: `${topic.name}（${topic.categoryLabel}）` }))}
          filterOption={(input, option) => (option?.value ?? '').toString().includes(input)}
        >
          <Input placeholder={t.form.titlePlaceholder} maxLength={L.topicTitle.max} />
        </AutoComplete>
      </Form.Item>
      <Form.Item name="priority" label={t.form.priority}>
        <Segmented options={[1, 2, 3].map((value) => ({ value, label: t.priorityShort[value] }))} />
      </Form.Item>
      {isMember && (
        <Form.Item name="responseWanted" label={t.form.response} rules={[{ required: true, message: '希望する関わり方を選んでください' }]}>
          <Radio.Group
            optionType="button"
            options={(['advice', 'think_together', 'listen'] as const).map((value) => ({ value, label: t.responseWanted[value] }))}
          />
        </Form.Item>
      )}
      <Form.Item name="notes" label={t.form.notes}>
        <Input.TextArea rows={2} maxLength={L.topicNotes.max} placeholder={t.form.notesPlaceholder} />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={isLoading}>
        {t.form.add}
      </Button>
    </Form>
  );
}
