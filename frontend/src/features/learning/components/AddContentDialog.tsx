import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { LEARNING_LIMITS } from '@pivot/rules';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import { useLearningCreateMutation, type SaveLearningContentRequest } from '../../../shared/api/generated/learning';
import { notifySuccess } from '../../../shared/ui/notify';
import '../write-failures';

const fields = texts.admin.fields;
const required = (label: string) => [{ required: true, whitespace: true, message: texts.admin.required(label) }];

/** An admin adds a reading lesson or a video (the server checks every rule again). */
export function AddContentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<SaveLearningContentRequest & { tagsText?: string }>();
  const [create, creating] = useLearningCreateMutation();
  const contentType = Form.useWatch('contentType', form);

  async function submit() {
    const { tagsText, ...values } = await form.validateFields();
    try {
      await create({
        saveLearningContentRequest: {
          ...values,
          tags: (tagsText ?? '').split(/[,、\s]+/).filter((tag) => tag.length > 0),
          videoUrl: values.contentType === 'video' ? values.videoUrl : null,
          body: values.contentType === 'reading' ? values.body : null,
          thumbnailUrl: values.thumbnailUrl || null,
        },
      }).unwrap();
      notifySuccess(texts.admin.created);
      form.resetFields();
      onClose();
    } catch {
      // Shown by the write-failure listener.
    }
  }

  return (
    <Modal open={open} title={texts.admin.add} okText={texts.admin.create} cancelText={texts.admin.cancel} onOk={submit} onCancel={onClose} confirmLoading={creating.isLoading} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ contentType: 'reading', difficulty: 'beginner', category: 'one_on_one_basics', durationMinutes: 5, isPublic: true }}>
        <Form.Item name="title" label={fields.title} rules={required(fields.title)}>
          <Input maxLength={LEARNING_LIMITS.title.max} />
        </Form.Item>
        <Form.Item name="description" label={fields.description} rules={required(fields.description)}>
          <Input.TextArea rows={2} maxLength={LEARNING_LIMITS.description.max} />
        </Form.Item>
        <Form.Item name="contentType" label={fields.contentType}>
          <Select options={Object.entries(texts.contentTypes).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        {contentType === 'video' ? (
          <Form.Item name="videoUrl" label={fields.videoUrl} rules={[...required(fields.videoUrl), { type: 'url', message: fields.videoUrl }]}>
            <Input inputMode="url" />
          </Form.Item>
        ) : (
          <Form.Item name="body" label={fields.body} rules={required(fields.body)}>
            <Input.TextArea rows={6} />
          </Form.Item>
        )}
        <Form.Item name="thumbnailUrl" label={fields.thumbnailUrl}>
          <Input inputMode="url" />
        </Form.Item>
        <Form.Item name="durationMinutes" label={fields.durationMinutes} rules={[{ required: true, message: texts.admin.required(fields.durationMinutes) }]}>
          <InputNumber min={1} max={600} precision={0} />
        </Form.Item>
        <Form.Item name="difficulty" label={fields.difficulty}>
          <Select options={Object.entries(texts.difficulty).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="category" label={fields.category}>
          <Select options={Object.entries(texts.categories).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="tagsText" label={fields.tags}>
          <Input placeholder="1on1, 傾聴" />
        </Form.Item>
        <Form.Item name="isPublic" label={fields.isPublic} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
