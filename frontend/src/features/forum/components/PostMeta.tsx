import { EyeOutlined, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { forumTexts } from '../../../locales/ja-JP/forum';

/** The counts under a post: likes, replies, views (each labelled for screen readers). */
export function PostMeta({ likeCount, replyCount, viewCount }: { likeCount: number; replyCount: number; viewCount: number }) {
  const items = [
    { icon: <LikeOutlined />, value: likeCount, label: forumTexts.likes },
    { icon: <MessageOutlined />, value: replyCount, label: forumTexts.replies },
    { icon: <EyeOutlined />, value: viewCount, label: forumTexts.views },
  ];
  return (
    <Flex gap="middle">
      {items.map((item) => (
        <Typography.Text key={item.label} type="secondary" aria-label={`${item.label} ${item.value}`}>
          {item.icon} {item.value}
        </Typography.Text>
      ))}
    </Flex>
  );
}
