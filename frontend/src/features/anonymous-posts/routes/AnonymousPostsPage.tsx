import { Alert, Flex, Skeleton, Tabs } from 'antd';
import { useMemo } from 'react';
import { anonymousPostsTexts as texts } from '../../../locales/ja-JP/anonymous-posts';
import { useAnonymousPostsListQuery } from '../../../shared/api/generated/anonymous-posts';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { AnonymousComposer } from '../components/AnonymousComposer';
import { AnonymousPostCard } from '../components/AnonymousPostCard';
import { MyOutcomes } from '../components/MyOutcomes';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

/** /community/anonymous: 心の叫び. Write, read, support, reply, report; what became of one's posts and reports; a link to the moderators' desk. */
export default function AnonymousPostsPage() {
  const posts = useAnonymousPostsListQuery({});
  const { user } = useCurrentUser();
  // The server decides (the moderation routes are team_admin); this only decides whether to offer the link.
  const moderator = user !== undefined && (user.userType === 'team_admin' || user.isAdmin);
  // Relative times are counted from when the data arrived.
  const now = useMemo(() => (posts.fulfilledTimeStamp === undefined ? new Date() : new Date(posts.fulfilledTimeStamp)), [posts.fulfilledTimeStamp]);

  const board = (
    <Flex vertical gap="middle">
      <AnonymousComposer />
      {posts.isLoading && <Skeleton active paragraph={{ rows: 5 }} />}
      {posts.isError && (
        <LoadFailure title={texts.loadError} error={posts.error} onRetry={() => posts.refetch()} />
      )}
      {posts.data?.length === 0 && <EmptyState size="compact" illustration="list" title={texts.empty} description={texts.emptyHint} />}
      {posts.data?.map((post) => <AnonymousPostCard key={post.id} post={post} now={now} />)}
    </Flex>
  );

  return (
    <Flex vertical gap="large" style={{ maxWidth: 900 }}>
      <PageTitle title={texts.title} lead={texts.lead} />
      <Alert type="info" showIcon title={texts.promise} />
      <Alert type="warning" showIcon title={texts.crisis} />
      {moderator && (
        <Alert
          type="info"
          title={texts.moderationHint}
          action={
            <LinkButton to="/community/moderation" size="small">
              {texts.moderationLink}
            </LinkButton>
          }
        />
      )}
      <Tabs
        items={[
          { key: 'posts', label: texts.tabs.posts, children: board },
          { key: 'mine', label: texts.tabs.mine, children: <MyOutcomes now={now} /> },
        ]}
      />
    </Flex>
  );
}
