import { Form, Input, Select } from 'antd';
import { FORUM_LIMITS } from '@pivot/rules';
import { forumTexts } from '../../../locales/ja-JP/forum';
import type { ForumCategoryResponse } from '../../../shared/api/generated/forum';

const texts = forumTexts.form;

/** What the new-post and edit dialogs send. */
export interface PostFormValues {
  title: string;
  content: string;
  categoryId: string;
}

/** A post's category, title and content, with the same rules when it is written and when it is edited. */
export function PostFormFields({ categories, withPlaceholders = false }: { categories: ForumCategoryResponse[]; withPlaceholders?: boolean }) {
  return (
    <>
      <Form.Item name="categoryId" label={texts.categoryLabel}>
        <Select options={categories.map((category) => ({ value: category.id, label: category.name }))} />
      </Form.Item>
      <Form.Item name="title" label={texts.titleLabel} rules={[{ required: true, whitespace: true, message: texts.titleRequired }]}>
        <Input maxLength={FORUM_LIMITS.title.max} showCount placeholder={withPlaceholders ? texts.titlePlaceholder : undefined} />
      </Form.Item>
      <Form.Item name="content" label={texts.contentLabel} rules={[{ required: true, whitespace: true, message: texts.contentRequired }]}>
        <Input.TextArea maxLength={FORUM_LIMITS.content.max} showCount autoSize={{ minRows: 5, maxRows: 14 }} placeholder={withPlaceholders ? texts.contentPlaceholder : undefined} />
      </Form.Item>
    </>
  );
}
