/**
 * Texts of the growth-cycle page (/community/pffr, spec part 2 §2, §4, §5, §8). Quoted spec
 * messages are verbatim; the rest are ours.
 */
export const growthCycleMessages = {
  title: '成長サイクル',
  intro: '目標行動を宣言し、仲間からのフィードバック（称賛）とフィードフォワード（応援）でバディと一緒に成長します。',
  tabs: { mine: 'マイサイクル', community: 'コミュニティ', leaderboard: 'リーダーボード' },

  loadFailed: {
    title: 'データベースに接続できません',
    otherTitle: '成長サイクルを読み込めませんでした',
    description: '成長サイクルを読み込めませんでした。時間をおいて再読み込みするか、新しいサイクルを作成してください。',
  },

  create: {
    button: '新しい成長サイクルを作成',
    title: '成長サイクルを作成',
    submit: '作成する',
    cancel: 'キャンセル',
    titleLabel: 'タイトル',
    titlePlaceholder: '例：傾聴を習慣にする',
    descriptionLabel: '説明（任意）',
    targetLabel: '目標行動',
    targetPlaceholder: '例：1on1では相手の話を最後まで聴き、要約して返してから自分の意見を話す',
    publicLabel: 'コミュニティに公開する',
    publicHint: '公開したサイクルには、仲間がフィードバックとフィードフォワードを送れます。',
    supportersLabel: '応援メンバー（任意）',
    supportersPlaceholder: '名前で検索（ほかのチームの人も選べます）',
    supportersEmpty: '該当するメンバーがいません',
    supportersSearching: '検索しています…',
    supportersHint: '組織のだれでも応援メンバーにできます（最大50人）。',
    created: '成長サイクルを作成しました',
    failed: '成長サイクルの作成に失敗しました。もう一度お試しください。',
  },

  mine: {
    emptyTitle: '進行中の成長サイクルはありません',
    emptyDescription: '目標行動を決めてサイクルを始めましょう。仲間からの称賛と応援でバディが育ちます。',
    current: '現在の成長サイクル',
    otherActive: 'ほかの進行中のサイクル',
    completedTitle: '完了したサイクル',
    completedEmpty: '完了したサイクルはまだありません',
    targetBehaviors: '目標行動',
    supporters: '応援メンバー',
    private: '非公開',
    public: '公開',
    startedAt: (date: string) => `${date} 開始`,
    completedAt: (date: string) => `${date} 完了`,
    complete: 'サイクルを完了する',
    completeConfirm: 'この成長サイクルを完了しますか？',
    completeHint:
      '完了すると、フィードバックとフィードフォワードは受け付けられなくなります。完了ポイントは、開始から7日以上たち、仲間からフィードバックかフィードフォワードを受け取ったサイクルに付与されます（1日1回まで）。',
    completed: '成長サイクルを完了しました',
    completeFailed: '成長サイクルの完了に失敗しました',
    counts: (feedback: number, feedForward: number) => `称賛 ${feedback}件 ・ 応援 ${feedForward}件`,
    finalBuddy: (level: number) => `バディ Lv.${level}`,
  },

  buddy: {
    title: 'バディ',
    level: (level: number) => `Lv.${level}`,
    experience: (progress: number) => `${progress} / 100 XP`,
    total: (experience: number) => `累計 ${experience} XP`,
    maxLevel: '最大レベルに到達しました！これからも仲間と成長を続けましょう。',
    levelUp: (from: number, to: number) => `レベルアップ！ Lv.${from} → Lv.${to}`,
    barLabel: '次のレベルまでの経験値',
    stages: { beginner: 'ビギナー', intermediate: 'チャレンジャー', advanced: 'エキスパート', master: 'マスター' },
    expressions: { happy: 'ごきげん', determined: 'やる気満々', excited: 'わくわく' },
    faceLabel: (stage: string, expression: string) => `バディ（${stage}・${expression}）`,
  },

  received: {
    title: '受け取った称賛と応援',
    empty: 'まだ称賛や応援は届いていません',
    emptyHint: 'コミュニティに公開すると、仲間から届きます。',
    feedback: '称賛',
    feedForward: '応援',
    from: (name: string) => `${name} さんから`,
    points: (points: number) => `+${points} XP`,
    thank: 'ありがとうを伝える',
    thanked: 'ありがとうを伝えました',
    thankFailed: 'お礼を伝えられませんでした',
    protocol: 'フィードフォワードへの返事は「ありがとう」だけ。未来への提案として受け取りましょう。',
  },

  community: {
    emptyTitle: 'ほかのメンバーの公開サイクルはまだありません',
    emptyDescription: '仲間が成長サイクルを公開すると、ここから称賛と応援を送れます。',
    praise: '称賛する',
    cheer: '応援する',
    owner: (name: string) => `${name} さん`,
  },

  feedback: {
    title: (name: string) => `${name} さんに称賛を送る`,
    submit: '送信する',
    cancel: 'キャンセル',
    messageLabel: 'フィードバック',
    messagePlaceholder: '具体的に良かった行動と、それがもたらした効果を伝えましょう',
    badgesLabel: '感情バッジ（任意）',
    pointsLabel: '経験値',
    pointsHint: 'バディが受け取る経験値（1〜10）',
    sent: 'フィードバックを送信しました',
    failed: 'フィードバックの送信に失敗しました。もう一度お試しください。',
    noTarget: '対象の成長サイクルが選択されていません',
  },

  feedForward: {
    title: (name: string) => `${name} さんを応援する`,
    submit: '送信する',
    cancel: 'キャンセル',
    protocol: 'フィードフォワードは未来への提案です。過去の評価ではなく「次はこうしてみては」を伝えましょう。',
    messageLabel: 'メッセージ',
    messagePlaceholder: '例：次の会議では、最初に相手の意見を要約してから話してみてはどうでしょう',
    categoryLabel: 'カテゴリー',
    categoryRequired: 'カテゴリーを選択してください',
    skillLabel: '関連スキル（任意）',
    skillPlaceholder: 'スキルを選択',
    pointsLabel: '経験値',
    sent: 'フィードフォワードを送信しました',
    failed: 'フィードフォワードの送信に失敗しました。もう一度お試しください。',
  },

  /** What an act earned, in its toast (decision 0059); a withheld award shows the server's reason instead. */
  points: {
    earned: (points: number) => `${points}ポイントを獲得しました`,
  },

  emotionBadges: {
    amazing: 'すごい',
    inspiring: '刺激になる',
    energetic: 'エネルギッシュ',
    helpful: '助かった',
    professional: 'プロフェッショナル',
    cheerful: '明るい',
  },
  categories: {
    leverage_strengths: '強みを活かす',
    new_step: '新しい一歩',
    support_offer: 'サポートの申し出',
  },
  skills: {
    communication: 'コミュニケーション',
    leadership: 'リーダーシップ',
    problem_solving: '問題解決',
    teamwork: 'チームワーク',
    creativity: '創造性',
    time_management: '時間管理',
    technical_skills: '技術スキル',
    emotional_intelligence: '感情知性（EQ）',
  },
} as const;
