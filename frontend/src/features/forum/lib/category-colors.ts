import type { ForumCategoryResponse } from '../../../shared/api/generated/forum';

/**
 * The badge colour of each category colour name the server answers (spec §9): antd's preset tag
 * colours, which follow the theme, so no component names a hex value.
 */
export const CATEGORY_BADGE_COLORS: Record<ForumCategoryResponse['color'], string> = {
  blue: 'blue',
  green: 'green',
  purple: 'purple',
  orange: 'orange',
};
