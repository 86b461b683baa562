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
    forbiddenHint: '必要な場合は、チームの管理者または人事担当者に権限の付与を依頼してください。',
    backToDashboard: 'ダッシュボードへ戻る',
  },
  routeError: {
    text: '時間をおいてページを再読み込みしてください。繰り返し表示される場合は、トップページからやり直してください。',
    backHome: 'トップページへ',
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
      admin: '管理',
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
      downloadRegistrants: '資料ダウンロード登録者',
      inquiries: 'お問い合わせ',
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
      downloadRegistrants: 'ワークシートをダウンロードした読者と、その資料を確認できます。',
      inquiries: '公開サイトからのお問い合わせに対応し、返信期限を管理できます。',
    },
    menuLabel: 'コミュニティメニュー',
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
    hint: 'アドレスが正しいか確かめるか、次のページから目的の画面を開いてください。',
    backHome: 'トップページへ戻る',
    toCommunity: 'コミュニティへ',
  },
} as const;
