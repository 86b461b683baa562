/**
 * Spec part 2 §9: the six role-play scenarios of the role-play screen, and the four the AI coach's
 * role-play dialog names (difficult-employee, high-performer, potential-member, struggling-member);
 * difficulty 低/中/高 and minutes. Each has a persona in `coach/roleplay/personas.json`.
 */
export interface Scenario {
  id: string;
  title: string;
  description: string;
  difficulty: '低' | '中' | '高';
  duration: string;
  /** Where the scenario is offered first: the role-play screen's six, or the coach's dialog's four. */
  offeredOn: 'roleplay' | 'coach';
}

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'difficult-conversation',
    title: '難しい会話',
    description: '期待に届いていない成果について、関係を壊さずに率直に伝える練習です。',
    difficulty: '高',
    duration: '15-20分',
    offeredOn: 'roleplay',
  },
  {
    id: 'career-development',
    title: 'キャリア開発',
    description: 'メンバーのありたい姿を聴き、次の一年の成長の道筋を一緒に描きます。',
    difficulty: '中',
    duration: '10-15分',
    offeredOn: 'roleplay',
  },
  {
    id: 'feedback',
    title: 'フィードバック',
    description: '具体的な行動と影響を伝え、次にどうするかを相手に考えてもらう練習です。',
    difficulty: '中',
    duration: '10-15分',
    offeredOn: 'roleplay',
  },
  {
    id: 'low-motivation',
    title: 'モチベーション低下',
    description: '元気のないメンバーの「心のブレーキ」を一緒に探ります。',
    difficulty: '高',
    duration: '15-20分',
    offeredOn: 'roleplay',
  },
  {
    id: 'team-conflict',
    title: 'チーム内の対立',
    description: '対立している二人の一方と話し、対立の奥にある思いの違いを聴き出します。',
    difficulty: '高',
    duration: '20-25分',
    offeredOn: 'roleplay',
  },
  {
    id: 'onboarding',
    title: '新メンバーのオンボーディング',
    description: '入ったばかりのメンバーの不安を聴き、最初の一か月の見通しを一緒に立てます。',
    difficulty: '低',
    duration: '10-15分',
    offeredOn: 'roleplay',
  },
  {
    id: 'difficult-employee',
    title: '難しい部下との面談',
    description: '会議で方針に反対し続けるベテランと、関係を保ちながら反発の奥にある本音を聴く練習です。',
    difficulty: '高',
    duration: '15-20分',
    offeredOn: 'coach',
  },
  {
    id: 'high-performer',
    title: 'ハイパフォーマーとの1on1',
    description: '成果を出し続けるエースの次の挑戦を聴き、手応えのなさや離職の兆しに気づく練習です。',
    difficulty: '中',
    duration: '10-15分',
    offeredOn: 'coach',
  },
  {
    id: 'potential-member',
    title: '伸びしろのあるメンバー',
    description: '力はあるのに自信が持てない若手が、温めている考えを話せるように引き出す練習です。',
    difficulty: '低',
    duration: '10-15分',
    offeredOn: 'coach',
  },
  {
    id: 'struggling-member',
    title: '悩んでいるメンバー',
    description: 'ミスが続いて口数の減ったメンバーの話を、急がずに聴いて一緒に手立てを探る練習です。',
    difficulty: '中',
    duration: '15-20分',
    offeredOn: 'coach',
  },
];

export const findScenario = (id: string): Scenario | undefined => SCENARIOS.find((s) => s.id === id);
