import { PushpinFilled } from '@ant-design/icons';
import { Flex } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { Link } from 'react-router';
import { forumTexts } from '../../../locales/ja-JP/forum';
import type { ForumCategoryResponse, ForumPostSummaryResponse } from '../../../shared/api/generated/forum';
import { relativeTime } from '../../../shared/lib/datetime';
import { brand } from '../../../shared/ui/brand-tokens';
import { HighlightedSnippet } from '../../../shared/ui/HighlightedSnippet';
import { PlainText } from '../../../shared/ui/PlainText';
import { CategoryTag } from './CategoryTag';
import { PostMeta } from './PostMeta';
import { PersonAvatar } from '../../../shared/ui/PersonAvatar';

/** One post in the list: badge, title (a link to its page), excerpt, author, time and counts; in a search, the matches marked. */
export function PostCard({ post, category, now }: { post: ForumPostSummaryResponse; category?: ForumCategoryResponse; now: Date }) {
  return (
    <Panel size="small" style={post.isPinned ? { borderColor: brand.primaryBorder, background: brand.primarySoft } : undefined}>
      <Flex vertical gap={6}>
        <Flex gap="small" align="center" wrap>
          {post.isPinned && (
            <Typography.Text style={{ color: brand.primary }}>
              <PushpinFilled /> {forumTexts.pinned}
            </Typography.Text>
          )}
          <CategoryTag category={category} />
        </Flex>
        <Link to={`/community/forum/${post.id}`}>
          <Typography.Title level={5} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {post.highlights ? <HighlightedSnippet snippet={post.title} highlights={post.highlights.title} /> : post.title}
          </Typography.Title>
        </Link>
        {post.highlights ? (
          <Typography.Paragraph style={{ color: brand.inkSecondary, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
            <HighlightedSnippet snippet={post.excerpt} highlights={post.highlights.excerpt} />
          </Typography.Paragraph>
        ) : (
          <PlainText ellipsisRows={2} style={{ color: brand.inkSecondary }}>
            {post.excerpt}
          </PlainText>
        )}
        <Flex justify="space-between" align="center" wrap gap="small">
          <Flex align="center" gap="small">
            <PersonAvatar name={post.authorName} userId={post.authorId} size={24} />
            <Typography.Text type="secondary">
              {post.authorName} ・ {relativeTime(post.createdAt, now)}
            </Typography.Text>
          </Flex>
          <PostMeta likeCount={post.likeCount} replyCount={post.replyCount} viewCount={post.viewCount} />
        </Flex>
      </Flex>
    </Panel>
  );
}
