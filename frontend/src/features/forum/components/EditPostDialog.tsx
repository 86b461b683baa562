import { forumTexts } from '../../../locales/ja-JP/forum';
import { useForumEditMutation, type ForumCategoryResponse, type ForumPostDetailResponse } from '../../../shared/api/generated/forum';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { notifySuccess } from '../../../shared/ui/notify';
import { PostFormFields, type PostFormValues } from './PostFormFields';
import '../write-failures';

const own = forumTexts.own;

/** The author's edit of their post: the new-post form, prefilled with the current title, content and category. */
export function EditPostDialog({ post, categories, onClose }: { post: ForumPostDetailResponse; categories: ForumCategoryResponse[]; onClose: () => void }) {
  const [edit, { isLoading }] = useForumEditMutation();

  const submit = async (values: PostFormValues) => {
    await edit({ id: post.id, editForumPostRequest: { title: values.title, content: values.content, categoryId: values.categoryId } }).unwrap();
    notifySuccess(own.edited);
  };

  return (
    <FormDialog<PostFormValues>
      texts={{ title: own.editTitle, submit: own.save, cancel: own.cancel }}
      width={640}
      loading={isLoading}
      initialValues={{ title: post.title, content: post.content, categoryId: post.categoryId }}
      onSubmit={submit}
      onClose={onClose}
    >
      <PostFormFields categories={categories} />
    </FormDialog>
  );
}
