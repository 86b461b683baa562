import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { FORUM_LIMITS } from '@pivot/rules';
import { forumTexts } from '../../../locales/ja-JP/forum';
import { useForumReplyMutation } from '../../../shared/api/generated/forum';
import '../write-failures';

const texts = forumTexts.detail;

/** A reply to the post (`parentReplyId` absent) or to one of its replies. */
export function ReplyForm({
  postId,
  parentReplyId,
  placeholder = texts.replyPlaceholder,
  autoFocus,
  onDone,
  onCancel,
}: {
  postId: string;
  parentReplyId?: string;
  placeholder?: string;
  autoFocus?: boolean;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const [content, setContent] = useState('');
  const [reply, { isLoading }] = useForumReplyMutation();

  const submit = async () => {
    try {
      await reply({ id: postId, forumReplyRequest: { content, parentReplyId } }).unwrap();
      setContent('');
      onDone?.();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Flex vertical gap="small">
      <Input.TextArea
        aria-label={placeholder}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={placeholder}
        maxLength={FORUM_LIMITS.reply.max}
        autoSize={{ minRows: 2, maxRows: 8 }}
        autoFocus={autoFocus}
      />
      <Flex gap="small" justify="flex-end">
        {onCancel && <Button onClick={onCancel}>{texts.cancel}</Button>}
        <Button type="primary" onClick={submit} loading={isLoading} disabled={content.trim().length === 0}>
          {texts.reply}
        </Button>
      </Flex>
    </Flex>
  );
}
