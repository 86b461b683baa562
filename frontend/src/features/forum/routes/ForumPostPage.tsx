import { ArrowLeftOutlined, LikeFilled, LikeOutlined, PushpinOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Divider, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { forumTexts } from '../../../locales/ja-JP/forum';
import { messages } from '../../../locales/ja-JP/messages';
import { apiErrorText } from '../../../shared/api/api-error';
import {
  useForumCategoriesQuery,
  useForumDetailQuery,
  useForumLikeMutation,
  useForumPinMutation,
  useForumViewMutation,
} from '../../../shared/api/generated/api';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { relativeTime } from '../../../shared/lib/relative-time';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { notifyError } from '../../../shared/ui/notify';
import { PlainText } from '../../../shared/ui/PlainText';
import { CategoryTag } from '../components/CategoryTag';
import { PostMeta } from '../components/PostMeta';
import { ReplyForm } from '../components/ReplyForm';
import { ReplyThread } from '../components/ReplyThread';
import { ReportButton } from '../components/ReportButton';
import { replyTree } from '../lib/reply-tree';

const texts = forumTexts.detail;

/** /community/forum/:postId: the post, its thread, like, reply, report and (moderators) pin. Opening it counts one view. */
export default function ForumPostPage() {
  const { postId = '' } = useParams();
  const post = useForumDetailQuery({ id: postId });
  const categories = useForumCategoriesQuery();
  const [recordView] = useForumViewMutation();
  const [like, liking] = useForumLikeMutation();
  const [pin, pinning] = useForumPinMutation();
  const { user } = useCurrentUser();
  // The server decides (PUT …/pin is team_admin); this only decides whether to offer the button.
  const moderator = user !== undefined && (user.userType === 'team_admin' || user.isAdmin);
  const viewed = useRef<string | undefined>(undefined);
  const now = useMemo(() => new Date(), [post.data]);
  const tree = useMemo(() => replyTree(post.data?.replies ?? []), [post.data]);

  useEffect(() => {
    if (viewed.current === postId) return;
    viewed.current = postId;
    recordView({ id: postId }).catch(() => undefined);
  }, [postId, recordView]);

  const back = (
    <div>
      <LinkButton to="/community/forum" icon={<ArrowLeftOutlined />} type="link" style={{ paddingInline: 0 }}>
        {texts.back}
      </LinkButton>
    </div>
  );

  if (post.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (post.isError) {
    if ((post.error as { status?: unknown }).status === 404) {
      return <EmptyState size="page" illustration="notFound" title={texts.notFound} description={texts.notFoundHint} actions={back} />;
    }
    return (
      <Flex vertical gap="middle">
        {back}
        <Alert
          type="error"
          showIcon
          title={forumTexts.loadError}
          description={apiErrorText(post.error)}
          action={<Button onClick={() => post.refetch()}>{messages.common.retry}</Button>}
        />
      </Flex>
    );
  }
  if (!post.data) return null;
  const data = post.data;

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 900 }}>
      {back}
      <Card>
        <Flex vertical gap="small">
          <Flex gap="small" align="center" wrap>
            <CategoryTag category={categories.data?.find((c) => c.id === data.categoryId)} />
            {data.isPinned && <Typography.Text type="secondary"><PushpinOutlined /> {forumTexts.pinned}</Typography.Text>}
          </Flex>
          <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {data.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {data.authorName} ・ {relativeTime(data.createdAt, now)}
          </Typography.Text>
          <PlainText style={{ marginTop: 8 }}>{data.content}</PlainText>
          <Divider style={{ margin: '12px 0' }} />
          <Flex justify="space-between" align="center" wrap gap="small">
            <PostMeta likeCount={data.likeCount} replyCount={data.replyCount} viewCount={data.viewCount} />
            <Flex gap="small" wrap>
              {moderator && (
                <Button
                  icon={<PushpinOutlined />}
                  loading={pinning.isLoading}
                  onClick={() => pin({ id: data.id, pinForumPostRequest: { isPinned: !data.isPinned } }).unwrap().catch((error) => notifyError(error, texts.pinFailed))}
                >
                  {data.isPinned ? texts.unpin : texts.pin}
                </Button>
              )}
              {user !== undefined && user.id !== data.authorId && <ReportButton postId={data.id} />}
              <Button
                type={data.likedByMe ? 'default' : 'primary'}
                icon={data.likedByMe ? <LikeFilled /> : <LikeOutlined />}
                disabled={data.likedByMe}
                loading={liking.isLoading}
                onClick={() => like({ id: data.id }).unwrap().catch((error) => notifyError(error, texts.likeFailed))}
              >
                {data.likedByMe ? texts.liked : texts.like}
              </Button>
            </Flex>
          </Flex>
        </Flex>
      </Card>
      <Card title={texts.thread(data.replyCount)}>
        <Flex vertical gap="large">
          {tree.length === 0 ? <Typography.Text type="secondary">{texts.noReplies}</Typography.Text> : <ReplyThread postId={data.id} nodes={tree} now={now} myId={user?.id} />}
          <ReplyForm postId={data.id} />
        </Flex>
      </Card>
    </Flex>
  );
}
