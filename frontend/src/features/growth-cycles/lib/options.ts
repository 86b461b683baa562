import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import type { EmotionBadge, FeedForwardCategory, SkillTreeAbility } from '../../../shared/api/generated/growth-cycles';

// The constants of spec part 2 §9 in the server's order, labelled in Japanese.

export const EMOTION_BADGES = Object.keys(m.emotionBadges) as EmotionBadge[];
export const FEED_FORWARD_CATEGORIES = Object.keys(m.categories) as FeedForwardCategory[];
export const SKILLS = Object.keys(m.skills) as SkillTreeAbility[];

export const badgeOptions = EMOTION_BADGES.map((value) => ({ value, label: m.emotionBadges[value] }));
export const categoryOptions = FEED_FORWARD_CATEGORIES.map((value) => ({ value, label: m.categories[value] }));
export const skillOptions = SKILLS.map((value) => ({ value, label: m.skills[value] }));
