/**
 * Every UI text and message of the shell in one place. The spec's quoted Japanese texts are kept
 * verbatim; texts the spec leaves unworded are ours. Features add their own section files beside
 * this one (e.g. `ms-matrix.ts`) so parallel work does not collide in one file.
 */
export const messages = {
  common: {
    loading: '読み込み中...',
    retry: '再読み込み',
    error: 'エラー',
    success: '成功',
    networkError: 'サーバーに接続できませんでした。通信環境を確認して、もう一度お試しください。',
    unexpectedError: '予期しないエラーが発生しました。',
  },
  auth: {
    unauthorizedTitle: '認証エラー',
    unauthorizedDescription: 'ログインが必要です。ログイン画面に移動します...',
    login: 'ログイン',
    logout: 'ログアウト',
    greeting: (name: string) => `こんにちは、${name}さん`,
    /** For a new user who has not given a name yet (the dashboard header says the same). */
    greetingUnnamed: 'ようこそ',
    signInRequiredTitle: 'ログインが必要です',
    signInRequiredText: 'コミュニティを利用するにはログインしてください。',
    forbiddenTitle: 'アクセス権限がありません',
    forbiddenText: 'このページを表示する権限がありません。',
  },
  topBar: {
    toAdmin: '管理画面',
    toSite: 'サイトに戻る',
  },
  nav: {
    groups: {
      main: 'メイン',
      community: 'コミュニティ',
      aiSupport: 'AIサポート',
      advanced: '高度な分析',
    },
    items: {
      dashboard: 'ダッシュボード',
      learning: '学習コンテンツ',
      matrix: 'MSマトリックス',
      oneOnOne: '1on1マトリックス',
      journal: 'ジャーナル',
      knowledgeBase: 'ナレッジベース',
      members: 'メンバー管理',
      forum: 'フォーラム',
      anonymous: '心の叫び',
      events: 'イベント',
      pffr: '成長サイクル(PFFR)',
      aiCoach: 'AIコーチ',
      roleplay: 'ロールプレイ',
      cultureSimulation: '組織文化シミュレーション',
    },
    /** What each module does, shown on its coming-soon page until it lands. */
    summaries: {
      dashboard: 'チームの状況と今日やることを一目で確認できます。',
      learning: '書籍の理論を動画ライブラリで学び直し、進み具合を記録できます。',
      matrix: 'マインドとスキルの二軸でメンバーを見える化し、成長の軌跡を追えます。',
      oneOnOne: '信頼関係とマインドの状態から、一人ひとりに合った1on1の進め方を提案します。',
      journal: '日々の気づきや1on1の振り返りを書き留め、AIの振り返り支援を受けられます。',
      knowledgeBase: 'マネジメントの理論やチームのノウハウを探して、すぐに使えます。',
      members: 'チームのメンバー、部署、役職をまとめて管理できます。',
      forum: '同じ課題に取り組む仲間に質問し、経験や工夫を共有できます。',
      anonymous: '匿名で本音を投稿し、仲間から共感と応援を受け取れます。',
      events: '勉強会や交流会を探して参加し、主催することもできます。',
      pffr: '育成サイクルを回し、フィードバックと振り返りを重ねてメンバーの成長を支えます。',
      aiCoach: 'マネジメントの悩みをAIコーチに相談し、次の一手を一緒に考えられます。',
      roleplay: '1on1やフィードバックの難しい場面を、AIを相手に練習できます。',
      cultureSimulation: 'チームの文化の状態を分析し、施策の効果を試算できます。',
    },
    menuLabel: 'コミュニティメニュー',
    openMenu: 'メニューを開く',
  },
  boardZoom: {
    group: 'ボードの拡大・縮小',
    zoomIn: '拡大',
    zoomOut: '縮小',
    fit: '全体を表示',
    level: (percent: number) => `${percent}%`,
  },
  comingSoon: {
    tag: '準備中',
    title: (module: string) => `${module}は準備中です`,
    text: 'この機能は現在準備中です。公開までもうしばらくお待ちください。',
    backToDashboard: 'ダッシュボードへ戻る',
  },
  notFound: {
    title: 'ページが見つかりません',
    text: 'お探しのページは存在しません。',
    backHome: 'トップページへ戻る',
  },
  landing: {
    startFree: '無料で始める',
    goToCommunity: 'コミュニティへ',
    featuresTitle: 'できること',
    features: [
      { key: 'matrix', title: 'MSマトリックス', text: 'マインドとスキルの二軸でメンバーを見える化し、配置と育成に活かします。' },
      { key: 'oneOnOne', title: '1on1マトリックス', text: '信頼関係とマインドの状態から、一人ひとりに合った1on1の進め方を提案します。' },
      { key: 'learning', title: '学習コンテンツ', text: '書籍の理論を動画ライブラリで学び直せます。' },
      { key: 'aiCoach', title: 'AIコーチング', text: '振り返りの支援とロールプレイ練習で、実践の質を高めます。' },
      { key: 'community', title: '実践者コミュニティ', text: '同じ課題に取り組む仲間と、経験や工夫を共有できます。' },
      { key: 'anonymous', title: '心の叫び', text: '匿名で本音を投稿し、仲間から共感と応援を受け取れます。' },
    ],
    flowTitle: '実践の4ステップ',
    flow: [
      { title: '理論の確認', text: '書籍と学習コンテンツで考え方を押さえます。' },
      { title: '実践', text: 'マトリックスや1on1でチームに当てはめます。' },
      { title: '振り返り', text: 'ジャーナルとAIコーチで気づきを言葉にします。' },
      { title: '共有', text: 'コミュニティで学びを分かち合います。' },
    ],
    faqTitle: 'よくあるご質問',
    faq: [
      {
        q: '無料で使える機能はどれですか？',
        a: 'MSマトリックスの基本機能、1on1マトリックス、コミュニティへの参加、学習コンテンツの閲覧は無料でご利用いただけます。',
      },
      { q: 'メンバーの実名を登録する必要はありますか？', a: 'いいえ。メンバー情報は匿名化した名前で登録しても構いません。' },
      { q: 'コミュニティへの参加は必須ですか？', a: 'いいえ、任意です。ツールだけを使うこともできます。' },
      { q: '導入前に試せますか？', a: '仮想のチームを作って、ツールを試してみることができます。' },
    ],
    closingTitle: '今日から、チームでの実践を始めましょう',
  },
} as const;
