import { Form, Input, Modal, Select } from 'antd';
import { forumTexts } from '../../../locales/ja-JP/forum';
import { useForumEditMutation, type ForumCategoryResponse, type ForumPostDetailResponse } from '../../../shared/api/generated/api';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';

const texts = forumTexts.form;
const own = forumTexts.own;
const TITLE_MAX = 100;
const CONTENT_MAX = 5000;

interface Values {
  title: string;
  content: string;
  categoryId: string;
}

/** The author's edit of their post: the new-post form, prefilled with the current title, content and category. */
export function EditPostDialog({ post, categories, onClose }: { post: ForumPostDetailResponse; categories: ForumCategoryResponse[]; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [edit, { isLoading }] = useForumEditMutation();

  const submit = async (values: Values) => {
    try {
      await edit({ id: post.id, editForumPostRequest: { title: values.title, content: values.content, categoryId: values.categoryId } }).unwrap();
      notifySuccess(own.edited);
      onClose();
    } catch (error) {
      notifyError(error, own.editFailed);
    }
  };

  return (
    <Modal
      open
      title={own.editTitle}
      okText={own.save}
      cancelText={own.cancel}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ title: post.title, content: post.content, categoryId: post.categoryId }}>
        <Form.Item name="categoryId" label={texts.categoryLabel}>
          <Select options={categories.map((category) => ({ value: category.id, label: category.name }))} />
        </Form.Item>
        <Form.Item name="title" label={texts.titleLabel} rules={[{ required: true, whitespace: true, message: texts.titleRequired }]}>
          <Input maxLength={TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name="content" label={texts.contentLabel} rules={[{ required: true, whitespace: true, message: texts.contentRequired }]}>
          <Input.TextArea maxLength={CONTENT_MAX} showCount autoSize={{ minRows: 5, maxRows: 14 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
