import { TrophyOutlined } from '@ant-design/icons';
import { Skeleton, Tag, theme } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { pointsTexts } from '../../../../locales/ja-JP/points';
import { usePointsGetPointsQuery } from '../../../../shared/api/generated/points';

const texts = pointsTexts.badge;

/** The caller's points: earned in all and what is left to spend (the spec's points badge). */
export function PointsBadge() {
  const { token } = theme.useToken();
  const points = usePointsGetPointsQuery();
  if (points.isLoading) return <Skeleton.Button active size="small" style={{ width: 200 }} />;
  if (!points.data) return <Typography.Text type="secondary">{texts.loadError}</Typography.Text>;
  const { totalPoints, availablePoints } = points.data;
  return (
    <Tag
      icon={<TrophyOutlined />}
      color="gold"
      role="status"
      aria-label={`${texts.label}: ${texts.total} ${totalPoints}${texts.unit}、${texts.available} ${availablePoints}${texts.unit}`}
      style={{ paddingInline: token.paddingSM, paddingBlock: token.paddingXXS, fontSize: token.fontSize, marginInlineEnd: 0 }}
    >
      {texts.total} <strong>{totalPoints}</strong>
      {texts.unit}
      <span aria-hidden style={{ marginInline: token.marginXS }}>/</span>
      {texts.available} <strong>{availablePoints}</strong>
      {texts.unit}
    </Tag>
  );
}
