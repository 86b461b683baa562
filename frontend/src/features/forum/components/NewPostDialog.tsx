import { Form, Input, Modal, Select } from 'antd';
import { forumTexts } from '../../../locales/ja-JP/forum';
import { useForumCreateMutation, type ForumCategoryResponse } from '../../../shared/api/generated/api';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';

const texts = forumTexts.form;
const TITLE_MAX = 100;
const CONTENT_MAX = 5000;

interface Values {
  title: string;
  content: string;
  categoryId: string;
}

/** The new-post dialog: title, content and category (the first when none is chosen, spec §4). */
export function NewPostDialog({
  categories,
  initialCategoryId,
  onClose,
  onCreated,
}: {
  categories: ForumCategoryResponse[];
  initialCategoryId?: string;
  onClose: () => void;
  onCreated: (postId: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [create, { isLoading }] = useForumCreateMutation();

  const submit = async (values: Values) => {
    try {
      const post = await create({
        createForumPostRequest: { title: values.title, content: values.content, categoryId: values.categoryId || categories[0]?.id, isAnonymous: false },
      }).unwrap();
      notifySuccess(texts.created);
      onCreated(post.id);
    } catch (error) {
      notifyError(error, texts.failed);
    }
  };

  return (
    <Modal
      open
      title={texts.title}
      okText={texts.submit}
      cancelText={texts.cancel}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ categoryId: initialCategoryId ?? categories[0]?.id }}>
        <Form.Item name="categoryId" label={texts.categoryLabel}>
          <Select options={categories.map((category) => ({ value: category.id, label: category.name }))} />
        </Form.Item>
        <Form.Item name="title" label={texts.titleLabel} rules={[{ required: true, whitespace: true, message: texts.titleRequired }]}>
          <Input maxLength={TITLE_MAX} showCount placeholder={texts.titlePlaceholder} />
        </Form.Item>
        <Form.Item name="content" label={texts.contentLabel} rules={[{ required: true, whitespace: true, message: texts.contentRequired }]}>
          <Input.TextArea maxLength={CONTENT_MAX} showCount autoSize={{ minRows: 5, maxRows: 14 }} placeholder={texts.contentPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
