import { FireOutlined, HeartOutlined, ReadOutlined, TeamOutlined } from '@ant-design/icons';
import { Flex, List, Skeleton, Statistic } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { Link } from 'react-router';
import { forumTexts } from '../../../locales/ja-JP/forum';
import { useAnonymousPostsListQuery } from '../../../shared/api/generated/anonymous-posts';
import { useForumStatsQuery, type ForumCategoryResponse } from '../../../shared/api/generated/forum';
import { relativeTime } from '../../../shared/lib/datetime';
import { PlainText } from '../../../shared/ui/PlainText';
import { CategoryTag } from './CategoryTag';

const texts = forumTexts.side;
/** Spec §9: up to three anonymous posts in the forum's side panel. */
const ANONYMOUS_IN_PANEL = 3;

/** The forum's side cards, every figure computed by the server from real activity. */
export function ForumSideCards({ categories, now }: { categories: ForumCategoryResponse[]; now: Date }) {
  const stats = useForumStatsQuery();
  const anonymous = useAnonymousPostsListQuery({ limit: ANONYMOUS_IN_PANEL });
  const categoryOf = (id: string) => categories.find((category) => category.id === id);

  return (
    <Flex vertical gap="middle">
      <Panel size="small" title={<><TeamOutlined /> {texts.stats}</>}>
        {stats.data ? (
          <Flex gap="large" wrap>
            <Statistic title={texts.activeUsers} value={stats.data.activeUsers} suffix={texts.people} />
            <Statistic title={texts.postsThisWeek} value={stats.data.postsThisWeek} suffix={texts.posts} />
          </Flex>
        ) : (
          <Skeleton active paragraph={{ rows: 1 }} title={false} />
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {texts.activeUsersHint}
        </Typography.Text>
      </Panel>

      <Panel
        size="small"
        title={<><HeartOutlined /> {texts.anonymous}</>}
        extra={<Link to="/community/anonymous">{texts.anonymousAll}</Link>}
      >
        {anonymous.data && anonymous.data.length === 0 && <Typography.Text type="secondary">{texts.anonymousEmpty}</Typography.Text>}
        {!anonymous.data && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
        <Flex vertical gap="small">
          {anonymous.data?.map((post) => (
            <div key={post.id}>
              <PlainText ellipsisRows={2}>{post.content}</PlainText>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {relativeTime(post.createdAt, now)}
              </Typography.Text>
            </div>
          ))}
        </Flex>
      </Panel>

      <Panel size="small" title={<><FireOutlined /> {texts.popular}</>}>
        {stats.data && stats.data.popularTopics.length === 0 && <Typography.Text type="secondary">{texts.popularEmpty}</Typography.Text>}
        <Flex vertical gap="small">
          {stats.data?.popularTopics.map((topic) => (
            <Flex key={topic.id} vertical gap={2}>
              <Link to={`/community/forum/${topic.id}`} style={{ overflowWrap: 'anywhere' }}>
                {topic.title}
              </Link>
              <Flex gap="small" align="center">
                <CategoryTag category={categoryOf(topic.categoryId)} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {`${forumTexts.likes} ${topic.likeCount} ・ ${forumTexts.replies} ${topic.replyCount}`}
                </Typography.Text>
              </Flex>
            </Flex>
          ))}
        </Flex>
      </Panel>

      <Panel size="small" title={<><ReadOutlined /> {texts.guidelines}</>}>
        <List size="small" split={false} dataSource={[...texts.guidelineItems]} renderItem={(item) => <List.Item style={{ paddingInline: 0 }}>・{item}</List.Item>} />
      </Panel>
    </Flex>
  );
}
