import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { FORUM_LIMITS } from '@pivot/rules';
import { forumTexts } from '../../../locales/ja-JP/forum';
import { useForumEditReplyMutation } from '../../../shared/api/generated/forum';
import { notifySuccess } from '../../../shared/ui/notify';
import '../write-failures';

const own = forumTexts.own;

/** The author's inline edit of their reply, prefilled with its text. */
export function EditReplyForm({ postId, replyId, content, onDone }: { postId: string; replyId: string; content: string; onDone: () => void }) {
  const [text, setText] = useState(content);
  const [edit, { isLoading }] = useForumEditReplyMutation();

  const submit = async () => {
    try {
      await edit({ id: postId, replyId, editForumReplyRequest: { content: text } }).unwrap();
      notifySuccess(own.edited);
      onDone();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Flex vertical gap="small">
      <Input.TextArea aria-label={own.edit} value={text} onChange={(event) => setText(event.target.value)} maxLength={FORUM_LIMITS.reply.max} autoSize={{ minRows: 2, maxRows: 8 }} autoFocus />
      <Flex gap="small" justify="flex-end">
        <Button onClick={onDone}>{own.cancel}</Button>
        <Button type="primary" onClick={submit} loading={isLoading} disabled={text.trim().length === 0}>
          {own.save}
        </Button>
      </Flex>
    </Flex>
  );
}
