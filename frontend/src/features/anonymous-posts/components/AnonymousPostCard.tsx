import { DeleteOutlined, FlagOutlined, HeartFilled, HeartOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Popconfirm, Skeleton, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { ANONYMOUS_POST_LIMITS } from '@pivot/rules';
import { anonymousPostsTexts as texts } from '../../../locales/ja-JP/anonymous-posts';
import { useAnonymousPostsDetailQuery, useAnonymousPostsMyReportsQuery, useAnonymousPostsRemoveMutation, useAnonymousPostsReplyMutation, useAnonymousPostsReportMutation, useAnonymousPostsSupportMutation, type AnonymousPostResponse } from '../../../shared/api/generated/anonymous-posts';
import { relativeTime } from '../../../shared/lib/datetime';
import { notifySuccess } from '../../../shared/ui/notify';
import { PlainText } from '../../../shared/ui/PlainText';
import { ReasonDialog } from '../../../shared/ui/ReasonDialog';
import { hasVisibleText } from '../../../shared/lib/visible-text';
import '../write-failures';
import { failureShown } from '../../../shared/api/write-failures';


/** One anonymous post: its text and time, support, replies, and delete (the author's own) or report. */
export function AnonymousPostCard({ post, now }: { post: AnonymousPostResponse; now: Date }) {
  const [showReplies, setShowReplies] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reply, setReply] = useState('');
  const detail = useAnonymousPostsDetailQuery({ id: post.id }, { skip: !showReplies });
  const [support, supporting] = useAnonymousPostsSupportMutation();
  const [remove, removing] = useAnonymousPostsRemoveMutation();
  const [sendReply, replying] = useAnonymousPostsReplyMutation();
  const [report, reportState] = useAnonymousPostsReportMutation();
  // Reported once, the post cannot be reported again until a moderator reviews it (409): say so on the button.
  const myReports = useAnonymousPostsMyReportsQuery(undefined, { skip: post.mine });
  const reported = myReports.data?.some((r) => r.postId === post.id && r.outcome === 'pending') ?? false;

  const submitReply = async () => {
    try {
      await sendReply({ id: post.id, anonymousReplyRequest: { content: reply } }).unwrap();
      setReply('');
    } catch {
      // Shown by the write-failure listener.
    }
  };
  const submitReport = async (reason: string) => {
    try {
      await report({ id: post.id, anonymousReasonRequest: { reason } }).unwrap();
      setReporting(false);
      notifySuccess(texts.reported);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Panel size="small">
      <Flex vertical gap="small">
        <Flex justify="space-between" align="center" gap="small">
          <Typography.Text type="secondary">{relativeTime(post.createdAt, now)}</Typography.Text>
          {post.mine && <Tag color="processing" bordered={false}>{texts.mine}</Tag>}
        </Flex>
        <PlainText>{post.content}</PlainText>
        <Flex justify="space-between" align="center" wrap gap="small">
          <Flex gap="small" wrap>
            <Button
              icon={post.supportedByMe ? <HeartFilled /> : <HeartOutlined />}
              disabled={post.supportedByMe}
              loading={supporting.isLoading}
              onClick={() => support({ id: post.id }).unwrap().catch(failureShown)}
              aria-label={`${post.supportedByMe ? texts.supported : texts.support} ${post.reactions.support}`}
            >
              {`${post.supportedByMe ? texts.supported : texts.support} ${post.reactions.support}`}
            </Button>
            <Button icon={<MessageOutlined />} onClick={() => setShowReplies(!showReplies)}>
              {showReplies ? texts.hideReplies : texts.replies(post.replyCount)}
            </Button>
          </Flex>
          {post.mine ? (
            <Popconfirm
              title={texts.deleteConfirm}
              okText={texts.delete}
              cancelText={texts.cancel}
              onConfirm={() =>
                remove({ id: post.id })
                  .unwrap()
                  .then(() => notifySuccess(texts.deleted))
                  .catch(failureShown)
              }
            >
              <Button type="text" danger icon={<DeleteOutlined />} loading={removing.isLoading}>
                {texts.delete}
              </Button>
            </Popconfirm>
          ) : (
            <Button type="text" icon={<FlagOutlined />} disabled={reported} onClick={() => setReporting(true)}>
              {reported ? texts.reportedAlready : texts.report}
            </Button>
          )}
        </Flex>
        {showReplies && (
          <Flex vertical gap="small" style={{ paddingInlineStart: 12 }}>
            {detail.isLoading && <Skeleton active paragraph={{ rows: 1 }} title={false} />}
            {detail.data?.replies.map((item) => (
              <div key={item.id}>
                <PlainText>{item.content}</PlainText>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {relativeTime(item.createdAt, now)}
                </Typography.Text>
              </div>
            ))}
            <Input.TextArea
              aria-label={texts.replyPlaceholder}
              value={reply}
              onChange={(event) => setReply(event.target.value)}
              placeholder={texts.replyPlaceholder}
              maxLength={ANONYMOUS_POST_LIMITS.reply.max}
              autoSize={{ minRows: 2, maxRows: 6 }}
            />
            <Flex justify="flex-end">
              <Button type="primary" onClick={submitReply} loading={replying.isLoading} disabled={!hasVisibleText(reply)}>
                {texts.reply}
              </Button>
            </Flex>
          </Flex>
        )}
      </Flex>
      {reporting && (
        <ReasonDialog
          title={texts.reportTitle}
          lead={texts.reportLead}
          label={texts.reportReason}
          placeholder={texts.reportPlaceholder}
          okText={texts.reportSubmit}
          cancelText={texts.cancel}
          loading={reportState.isLoading}
          onSubmit={submitReport}
          onClose={() => setReporting(false)}
        />
      )}
    </Panel>
  );
}
