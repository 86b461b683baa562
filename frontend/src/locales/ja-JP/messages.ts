/**
 * Every UI text and message of the shell in one place. The spec's quoted Japanese texts are kept
 * verbatim; texts the spec leaves unworded are ours. Features add their own section files beside
 * this one (e.g. `ms-matrix.ts`) so parallel work does not collide in one file.
 */
import { clockDuration } from '@pivot/rules';

export const messages = {
  common: {
    loading: '読み込み中...',
    retry: '再読み込み',
    error: 'エラー',
    networkError: 'サーバーに接続できませんでした。通信環境を確認して、もう一度お試しください。',
    unexpectedError: '予期しないエラーが発生しました。',
    databaseUnavailableTitle: 'データベースに接続できません',
    /** What a read that failed met (LoadFailure): the title says what could not be loaded, these say why. */
    loadFailure: {
      databaseUnavailable: 'サーバーのデータベースに接続できません。復旧までしばらく待ってから、再読み込みしてください。',
      network: 'サーバーに接続できませんでした。通信環境を確認して、再読み込みしてください。',
      notFound: '見つかりませんでした。削除されたか、URLが変わった可能性があります。',
      forbidden: 'この内容を表示する権限がありません。',
    },
    databaseUnavailableRetrying: 'サーバーのデータベースが一時的に利用できません。表示中のデータは自動で再読み込みします。しばらくお待ちください。',
  },
  /** The uploaded-video player, a lesson's and an event recording's (shared/ui/VideoPlayer.tsx). */
  videoPlayer: {
    label: (title: string) => `動画「${title}」`,
    captions: '日本語字幕',
    fromStart: '最初から見直す',
    resumed: (seconds: number) => `前回の続き（${clockDuration(seconds)}）から再生します`,
    rule: '実際に視聴した部分が9割に達すると修了になります（早送りした部分は数えません）',
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
      growthCycles: '成長サイクル(PFFR)',
      aiCoach: 'AIコーチ',
      roleplay: 'ロールプレイ',
      cultureSimulation: '組織文化シミュレーション',
      downloadRegistrants: '資料ダウンロード登録者',
      inquiries: 'お問い合わせ',
      pointLedger: 'ポイント台帳',
      moderation: 'モデレーション',
      projections: 'プロジェクションと再生',
      eventLog: 'イベントログ',
      adminDashboard: '管理ダッシュボード',
      adminMigration: '本番マイグレーション',
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
  /**
   * The document title of a page without a sidebar link (a page with one takes its link's label):
   * `<title> | <site title>` (DocumentTitle). Short, as a browser tab shows it.
   */
  pageTitles: {
    companion: '『ピボット』特設ページ',
    readers: '読者のみなさまへ',
    book: '『ピボット』のご紹介',
    adminDashboard: '管理ダッシュボード',
    myAgendas: '私の1on1アジェンダ',
    growthTrail: '成長の軌跡',
    forumPost: 'フォーラムの投稿',
    learningCourse: 'コース',
    eventDetail: 'イベントの詳細',
    teamJoin: 'チームへの招待',
    profile: 'プロフィール',
  },
  skipLink: 'メインコンテンツへ移動',
  notFound: {
    title: 'ページが見つかりません',
    text: 'お探しのページは存在しません。',
    hint: 'アドレスが正しいか確かめるか、次のページから目的の画面を開いてください。',
    backHome: 'トップページへ戻る',
    toCommunity: 'コミュニティへ',
  },
} as const;
