/** Spec part 2 §9: the six role-play scenarios of the role-play screen, difficulty 低/中/高 and minutes. */
export interface Scenario {
  id: string;
  title: string;
  description: string;
  difficulty: '低' | '中' | '高';
  duration: string;
}

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'difficult-conversation',
    title: '難しい会話',
    description: '期待に届いていない成果について、関係を壊さずに率直に伝える練習です。',
    difficulty: '高',
    duration: '15-20分',
  },
  {
    id: 'career-development',
    title: 'キャリア開発',
    description: 'メンバーのありたい姿を聴き、次の一年の成長の道筋を一緒に描きます。',
    difficulty: '中',
    duration: '10-15分',
  },
  {
    id: 'feedback',
    title: 'フィードバック',
    description: '具体的な行動と影響を伝え、次にどうするかを相手に考えてもらう練習です。',
    difficulty: '中',
    duration: '10-15分',
  },
  {
    id: 'low-motivation',
    title: 'モチベーション低下',
    description: '元気のないメンバーの「心のブレーキ」を一緒に探ります。',
    difficulty: '高',
    duration: '15-20分',
  },
  {
    id: 'team-conflict',
    title: 'チーム内の対立',
    description: '対立している二人の一方と話し、対立の奥にある思いの違いを聴き出します。',
    difficulty: '高',
    duration: '20-25分',
  },
  {
    id: 'onboarding',
    title: '新メンバーのオンボーディング',
    description: '入ったばかりのメンバーの不安を聴き、最初の一か月の見通しを一緒に立てます。',
    difficulty: '低',
    duration: '10-15分',
  },
];

export const findScenario = (id: string): Scenario | undefined => SCENARIOS.find((s) => s.id === id);
