import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { forumTexts } from '../../../locales/ja-JP/forum';

const texts = forumTexts.detail;

/**
 * A like that toggles: a click likes, a second click on the liked button takes the like back.
 * `size` small is the reply's, with the count in the label.
 */
export function LikeButton({
  liked,
  count,
  loading,
  onToggle,
  size,
}: {
  liked: boolean;
  count?: number;
  loading?: boolean;
  onToggle: (like: boolean) => void;
  size?: 'small' | 'middle';
}) {
  const label = liked ? texts.liked : texts.like;
  return (
    <Button
      size={size}
      type={size === 'small' ? 'text' : liked ? 'default' : 'primary'}
      icon={liked ? <LikeFilled /> : <LikeOutlined />}
      aria-pressed={liked}
      loading={loading}
      onClick={() => onToggle(!liked)}
    >
      {count === undefined ? label : `${label} ${count}`}
    </Button>
  );
}
