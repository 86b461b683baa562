import { Flex, Progress } from 'antd';
import { learningTexts as texts } from '../../locales/ja-JP/learning';
import type { CategorySummaryResponse } from '../api/generated/learning';
import { Typography } from './Typography';

/**
 * The learning summary's three category bars (spec part 1's dashboard, part 2 §2's learning
 * screen), from the server's figures: each category's completed count and mean progress, which
 * follow what was actually watched and read (decision 0096). One home for both screens.
 */
export function LearningCategoryBars({ categories }: { categories: readonly CategorySummaryResponse[] }) {
  return (
    <Flex vertical gap="small">
      {categories.map((category) => (
        <Flex key={category.category} vertical gap={0}>
          <Flex justify="space-between" wrap gap={8}>
            <Typography.Text strong>{texts.categories[category.category]}</Typography.Text>
            <Typography.Text type="secondary">
              {texts.categoryCount(category.completedCount, category.itemCount)}・{category.percent}%
            </Typography.Text>
          </Flex>
          <Progress percent={category.percent} showInfo={false} aria-label={`${texts.categories[category.category]} ${category.percent}%`} />
        </Flex>
      ))}
    </Flex>
  );
}
