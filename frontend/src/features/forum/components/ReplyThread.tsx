import { Button, Flex } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState } from 'react';
import { forumTexts } from '../../../locales/ja-JP/forum';
import { useForumLikeReplyMutation, useForumRemoveReplyMutation, useForumUnlikeReplyMutation } from '../../../shared/api/generated/forum';
import { notifySuccess } from '../../../shared/ui/notify';
import { relativeTime } from '../../../shared/lib/datetime';
import { brand } from '../../../shared/ui/brand-tokens';
import { PlainText } from '../../../shared/ui/PlainText';
import type { ReplyNode } from '../lib/reply-tree';
import { EditedMarker } from './EditedMarker';
import { EditReplyForm } from './EditReplyForm';
import { LikeButton } from './LikeButton';
import { OwnTextMenu } from './OwnTextMenu';
import { ReplyForm } from './ReplyForm';
import { ReportButton } from './ReportButton';
import '../write-failures';
import { failureShown } from '../../../shared/api/write-failures';
import { PersonAvatar } from '../../../shared/ui/PersonAvatar';

const texts = forumTexts.detail;
/** Deeper replies stop indenting, so that a long thread stays readable on a phone. */
const MAX_INDENT_DEPTH = 3;

/**
 * The thread: each reply with its author, time and text, its answers below it, a like that
 * toggles, a reply box on demand, a report action (not on one's own replies) and the author's
 * edit and delete. A hidden or deleted reply keeps its place, not its text (decision 0061).
 */
export function ReplyThread({ postId, nodes, now, myId, depth = 0 }: { postId: string; nodes: ReplyNode[]; now: Date; myId?: string; depth?: number }) {
  const [replyingTo, setReplyingTo] = useState<string | undefined>();
  const [editingId, setEditingId] = useState<string | undefined>();
  const [likeReply] = useForumLikeReplyMutation();
  const [unlikeReply] = useForumUnlikeReplyMutation();
  const [removeReply] = useForumRemoveReplyMutation();
  const toggleLike = (replyId: string, next: boolean) =>
    (next ? likeReply({ id: postId, replyId }) : unlikeReply({ id: postId, replyId }))
      .unwrap()
      .catch(failureShown);
  const deleteReply = async (replyId: string) => {
    try {
      await removeReply({ id: postId, replyId }).unwrap();
      notifySuccess(forumTexts.own.replyDeleted);
    } catch {
      // Shown by the write-failure listener.
    }
  };
  return (
    <Flex vertical gap="middle">
      {nodes.map(({ reply, children }) => (
        <Flex
          key={reply.id}
          vertical
          gap={6}
          style={depth > 0 && depth <= MAX_INDENT_DEPTH ? { borderInlineStart: `2px solid ${brand.border}`, paddingInlineStart: 12 } : undefined}
        >
          {reply.deleted ? (
            <Typography.Text type="secondary" italic>
              {forumTexts.deletedReply}
            </Typography.Text>
          ) : (
            <Flex justify="space-between" align="center" gap="small">
              <Typography.Text type="secondary">
                <PersonAvatar name={reply.authorName} userId={reply.authorId} size={20} />{' '}
                <Typography.Text strong>{reply.authorName}</Typography.Text> ・ {relativeTime(reply.createdAt, now)}
                {reply.editedAt && (
                  <>
                    {' ・ '}
                    <EditedMarker postId={postId} replyId={reply.id} editedAt={reply.editedAt} />
                  </>
                )}
              </Typography.Text>
              {!reply.hidden && myId !== undefined && myId === reply.authorId && (
                <OwnTextMenu
                  size="small"
                  confirmTitle={forumTexts.own.deleteReplyTitle}
                  confirmText={forumTexts.own.deleteReplyText}
                  onEdit={() => setEditingId(reply.id)}
                  onDelete={() => deleteReply(reply.id)}
                />
              )}
            </Flex>
          )}
          {reply.deleted ? null : reply.hidden ? (
            <Typography.Text type="secondary" italic>
              {forumTexts.report.hiddenReply}
            </Typography.Text>
          ) : editingId === reply.id ? (
            <EditReplyForm postId={postId} replyId={reply.id} content={reply.content} onDone={() => setEditingId(undefined)} />
          ) : (
            <>
              <PlainText>{reply.content}</PlainText>
              <Flex gap="middle" align="center">
                <LikeButton size="small" liked={reply.likedByMe} count={reply.likeCount} onToggle={(next) => toggleLike(reply.id, next)} />
                <Button size="small" type="link" style={{ paddingInline: 0 }} onClick={() => setReplyingTo(reply.id)}>
                  {texts.replyAction}
                </Button>
                {myId !== undefined && myId !== reply.authorId && <ReportButton postId={postId} replyId={reply.id} size="small" />}
              </Flex>
            </>
          )}
          {replyingTo === reply.id && (
            <ReplyForm
              postId={postId}
              parentReplyId={reply.id}
              placeholder={texts.replyTo(reply.authorName)}
              autoFocus
              onDone={() => setReplyingTo(undefined)}
              onCancel={() => setReplyingTo(undefined)}
            />
          )}
          {children.length > 0 && <ReplyThread postId={postId} nodes={children} now={now} myId={myId} depth={depth + 1} />}
        </Flex>
      ))}
    </Flex>
  );
}
