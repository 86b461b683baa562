import type { SessionTopicCategory, SessionTopicData } from '../events/one-on-one-agenda.events.js';

/** Japanese names of the categories, in the order the catalogue shows them. */
export const SESSION_TOPIC_CATEGORIES: Readonly<Record<SessionTopicCategory, string>> = {
  career: 'キャリア',
  mindset: 'マインド',
  skills: 'スキル',
  relationships: '人間関係',
  workload: '業務量・働き方',
  feedback: 'マネージャーへのフィードバック',
  wellbeing: 'コンディション',
  other: 'その他',
};

export const isSessionTopicCategory = (value: string): value is SessionTopicCategory => value in SESSION_TOPIC_CATEGORIES;

/**
 * The topics every team's catalogue starts with, after the books: mindset and skill (the MS
 * matrix), trust between member and manager, and the member's own path. Ids are fixed per team
 * (the catalogue is per team, so `default-career` of two teams are two rows).
 */
export const DEFAULT_SESSION_TOPICS: readonly SessionTopicData[] = [
  { topicId: 'default-career', name: 'キャリアの方向性', category: 'career', description: '数年後にどうなっていたいか、そのために今期なにに挑戦するか' },
  { topicId: 'default-growth', name: '最近の成長実感', category: 'career', description: 'できるようになったこと、手応えを感じた仕事' },
  { topicId: 'default-mindset', name: '仕事への向き合い方', category: 'mindset', description: 'やりがい、迷い、モチベーションの波' },
  { topicId: 'default-skills', name: '伸ばしたいスキル', category: 'skills', description: '身につけたい知識や技術と、そのための機会' },
  { topicId: 'default-relationships', name: 'チーム内の人間関係', category: 'relationships', description: '協力しやすさ、気になっている関係' },
  { topicId: 'default-workload', name: '業務量と優先順位', category: 'workload', description: '抱えている仕事の量、優先順位の迷い' },
  { topicId: 'default-feedback', name: 'マネージャーへのフィードバック', category: 'feedback', description: '上司の関わり方で助かっていること、変えてほしいこと' },
  { topicId: 'default-wellbeing', name: '心身のコンディション', category: 'wellbeing', description: '体調や気持ちの状態、働き方の負担' },
];
