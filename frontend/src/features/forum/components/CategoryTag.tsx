import { Tag } from 'antd';
import type { ForumCategoryResponse } from '../../../shared/api/generated/forum';
import { CATEGORY_BADGE_COLORS } from '../lib/category-colors';

/** A post's category as its badge (spec §9 colours). */
export function CategoryTag({ category }: { category: ForumCategoryResponse | undefined }) {
  if (!category) return null;
  return (
    <Tag color={CATEGORY_BADGE_COLORS[category.color]} bordered={false} style={{ marginInlineEnd: 0 }}>
      {category.name}
    </Tag>
  );
}
