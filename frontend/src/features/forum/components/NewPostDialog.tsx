import { forumTexts } from '../../../locales/ja-JP/forum';
import { useForumCreateMutation, type ForumCategoryResponse } from '../../../shared/api/generated/forum';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { notifySuccess } from '../../../shared/ui/notify';
import { PostFormFields, type PostFormValues } from './PostFormFields';
import '../write-failures';

const texts = forumTexts.form;

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
  const [create, { isLoading }] = useForumCreateMutation();

  const submit = async (values: PostFormValues) => {
    const post = await create({
      createForumPostRequest: { title: values.title, content: values.content, categoryId: values.categoryId || categories[0]?.id, isAnonymous: false },
    }).unwrap();
    notifySuccess(texts.created);
    onCreated(post.id);
  };

  return (
    <FormDialog<PostFormValues>
      texts={texts}
      width={640}
      loading={isLoading}
      initialValues={{ categoryId: initialCategoryId ?? categories[0]?.id }}
      onSubmit={submit}
      onClose={onClose}
    >
      <PostFormFields categories={categories} withPlaceholders />
    </FormDialog>
  );
}
