/**
 * The forum's categories (spec part 2 §9): a catalogue in code, not a table, because nobody edits
 * it through the product; changing it is a release. `color` is a badge colour's name, which the
 * client maps to its design tokens (no hex in components). The first is the default category.
 */
export type ForumCategoryColor = 'blue' | 'green' | 'purple' | 'orange';

export interface ForumCategory {
  id: string;
  name: string;
  description: string;
  color: ForumCategoryColor;
  isActive: boolean;
}

export const FORUM_CATEGORIES: readonly ForumCategory[] = [
  { id: 'general-question', name: '一般質問', description: '日々の疑問や困りごとを気軽に質問しましょう', color: 'blue', isActive: true },
  { id: 'one-on-one-practice', name: '1on1実践', description: '1on1の進め方や工夫、うまくいった話を共有しましょう', color: 'green', isActive: true },
  { id: 'matrix-usage', name: 'マトリックス活用', description: 'MSマトリックス・1on1マトリックスの使い方を話しましょう', color: 'purple', isActive: true },
  { id: 'organization-management', name: '組織運営', description: '全員経営の組織づくりについて語り合いましょう', color: 'orange', isActive: true },
];

export const DEFAULT_FORUM_CATEGORY_ID = FORUM_CATEGORIES[0].id;

export const forumCategory = (id: string): ForumCategory | undefined => FORUM_CATEGORIES.find((category) => category.id === id);
