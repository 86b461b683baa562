import { ArrowLeftOutlined, PushpinOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Skeleton } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { forumTexts } from '../../../locales/ja-JP/forum';
import { apiErrorText } from '../../../shared/api/api-error';
import { useForumCategoriesQuery, useForumDetailQuery, useForumLikeMutation, useForumPinMutation, useForumRemoveMutation, useForumUnlikeMutation, useForumViewMutation } from '../../../shared/api/generated/forum';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { relativeTime } from '../../../shared/lib/datetime';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { notifySuccess } from '../../../shared/ui/notify';
import { PlainText } from '../../../shared/ui/PlainText';
import { CategoryTag } from '../components/CategoryTag';
import { EditedMarker } from '../components/EditedMarker';
import { EditPostDialog } from '../components/EditPostDialog';
import { LikeButton } from '../components/LikeButton';
import { OwnTextMenu } from '../components/OwnTextMenu';
import { PostMeta } from '../components/PostMeta';
import { ReplyForm } from '../components/ReplyForm';
import { ReplyThread } from '../components/ReplyThread';
import { ReportButton } from '../components/ReportButton';
import { replyTree } from '../lib/reply-tree';
import '../write-failures';
import { failureShown } from '../../../shared/api/write-failures';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { PersonAvatar } from '../../../shared/ui/PersonAvatar';

const texts = forumTexts.detail;

/**
 * /community/forum/:postId: the post, its thread, like (a second click takes it back), reply,
 * report, (moderators) pin and (the author) edit and delete. Opening it counts one view.
 */
export default function ForumPostPage() {
  const { postId = '' } = useParams();
  const post = useForumDetailQuery({ id: postId });
  const categories = useForumCategoriesQuery();
  const [recordView] = useForumViewMutation();
  const [like, liking] = useForumLikeMutation();
  const [unlike, unliking] = useForumUnlikeMutation();
  const [remove] = useForumRemoveMutation();
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const [pin, pinning] = useForumPinMutation();
  const { user } = useCurrentUser();
  // The server decides (PUT …/pin is team_admin); this only decides whether to offer the button.
  const moderator = user !== undefined && (user.userType === 'team_admin' || user.isAdmin);
  const viewed = useRef<string | undefined>(undefined);
  // Relative times are counted from when the data arrived.
  const now = useMemo(() => (post.fulfilledTimeStamp === undefined ? new Date() : new Date(post.fulfilledTimeStamp)), [post.fulfilledTimeStamp]);
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
      // The server says when the author deleted the post; anything else is unknown or hidden.
      const deleted = apiErrorText(post.error) === texts.deleted;
      return (
        <EmptyState
          size="page"
          illustration="notFound"
          title={deleted ? texts.deleted : texts.notFound}
          description={deleted ? texts.deletedHint : texts.notFoundHint}
          actions={back}
        />
      );
    }
    return (
      <Flex vertical gap="middle">
        {back}
        <LoadFailure title={forumTexts.loadError} error={post.error} onRetry={() => post.refetch()} />
      </Flex>
    );
  }
  if (!post.data) return null;
  const data = post.data;
  const mine = user !== undefined && user.id === data.authorId;
  const toggleLike = (next: boolean) =>
    (next ? like({ id: data.id }) : unlike({ id: data.id })).unwrap().catch(failureShown);
  const deletePost = async () => {
    try {
      await remove({ id: data.id }).unwrap();
      notifySuccess(forumTexts.own.postDeleted);
      navigate('/community/forum');
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 900 }}>
      {back}
      <Panel>
        <Flex vertical gap="small">
          <Flex gap="small" align="center" justify="space-between" wrap>
            <Flex gap="small" align="center" wrap>
              <CategoryTag category={categories.data?.find((c) => c.id === data.categoryId)} />
              {data.isPinned && <Typography.Text type="secondary"><PushpinOutlined /> {forumTexts.pinned}</Typography.Text>}
            </Flex>
            {mine && (
              <OwnTextMenu
                confirmTitle={forumTexts.own.deletePostTitle}
                confirmText={forumTexts.own.deletePostText(data.title)}
                onEdit={() => setEditing(true)}
                onDelete={deletePost}
              />
            )}
          </Flex>
          <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {data.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            <PersonAvatar name={data.authorName} userId={data.authorId} size={24} />{' '}
            {data.authorName} ・ {relativeTime(data.createdAt, now)}
            {data.editedAt && (
              <>
                {' ・ '}
                <EditedMarker postId={data.id} editedAt={data.editedAt} />
              </>
            )}
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
                  onClick={() => pin({ id: data.id, pinForumPostRequest: { isPinned: !data.isPinned } }).unwrap().catch(failureShown)}
                >
                  {data.isPinned ? texts.unpin : texts.pin}
                </Button>
              )}
              {user !== undefined && user.id !== data.authorId && <ReportButton postId={data.id} />}
              <LikeButton liked={data.likedByMe} loading={liking.isLoading || unliking.isLoading} onToggle={toggleLike} />
            </Flex>
          </Flex>
        </Flex>
      </Panel>
      <Panel title={texts.thread(data.replyCount)}>
        <Flex vertical gap="large">
          {tree.length === 0 ? <Typography.Text type="secondary">{texts.noReplies}</Typography.Text> : <ReplyThread postId={data.id} nodes={tree} now={now} myId={user?.id} />}
          <ReplyForm postId={data.id} />
        </Flex>
      </Panel>
      {editing && <EditPostDialog post={data} categories={categories.data ?? []} onClose={() => setEditing(false)} />}
    </Flex>
  );
}
