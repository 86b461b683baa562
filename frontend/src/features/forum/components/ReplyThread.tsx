import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { forumTexts } from '../../../locales/ja-JP/forum';
import { relativeTime } from '../../../shared/lib/relative-time';
import { brand } from '../../../shared/ui/brand-tokens';
import { PlainText } from '../../../shared/ui/PlainText';
import type { ReplyNode } from '../lib/reply-tree';
import { ReplyForm } from './ReplyForm';
import { ReportButton } from './ReportButton';

const texts = forumTexts.detail;
/** Deeper replies stop indenting, so that a long thread stays readable on a phone. */
const MAX_INDENT_DEPTH = 3;

/**
 * The thread: each reply with its author, time and text, its answers below it, a reply box on
 * demand and a report action (not on one's own replies). A hidden reply keeps its place, not its text.
 */
export function ReplyThread({ postId, nodes, now, myId, depth = 0 }: { postId: string; nodes: ReplyNode[]; now: Date; myId?: string; depth?: number }) {
  const [replyingTo, setReplyingTo] = useState<string | undefined>();
  return (
    <Flex vertical gap="middle">
      {nodes.map(({ reply, children }) => (
        <Flex
          key={reply.id}
          vertical
          gap={6}
          style={depth > 0 && depth <= MAX_INDENT_DEPTH ? { borderInlineStart: `2px solid ${brand.border}`, paddingInlineStart: 12 } : undefined}
        >
          <Typography.Text type="secondary">
            <Typography.Text strong>{reply.authorName}</Typography.Text> ・ {relativeTime(reply.createdAt, now)}
          </Typography.Text>
          {reply.hidden ? (
            <Typography.Text type="secondary" italic>
              {forumTexts.report.hiddenReply}
            </Typography.Text>
          ) : (
            <>
              <PlainText>{reply.content}</PlainText>
              <Flex gap="middle">
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
