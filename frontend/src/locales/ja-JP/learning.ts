/** Texts of the learning screen (spec part 2 §2, §9). */
export const learningTexts = {
  title: '学習コンテンツ',
  lead: '書籍の実践を、短いレッスンと動画で学べます。進み具合はあなた専用に記録されます。',
  summary: {
    overall: '全体の進捗',
    overallHint: (done: number, total: number) => `${total}件中${done}件を修了`,
    studyTime: '今月の学習時間',
    studyTimeHint: (totalMinutes: number) => `これまでの合計 ${formatMinutes(totalMinutes)}`,
    badges: '獲得バッジ',
    badgesHint: (total: number) => `${total}個中`,
    percentUnit: '%',
    minutesUnit: '分',
    badgeUnit: '個',
  },
  badges: {
    first_step: { label: 'はじめの一歩', hint: 'レッスンを1つ修了' },
    three_completed: { label: '継続は力なり', hint: 'レッスンを3つ修了' },
    one_on_one_basics_mastered: { label: '1on1の基本マスター', hint: '「1on1の基本」をすべて修了' },
    matrix_usage_mastered: { label: 'マトリックス活用マスター', hint: '「マトリックス活用」をすべて修了' },
    case_studies_mastered: { label: 'ケーススタディマスター', hint: '「実践ケーススタディ」をすべて修了' },
    one_hour_studied: { label: '学習1時間', hint: '合計1時間学習' },
    all_completed: { label: '全レッスン修了', hint: 'すべてのコンテンツを修了' },
  } as Record<string, { label: string; hint: string }>,
  categoriesTitle: 'カテゴリ別の進捗',
  categories: {
    one_on_one_basics: '1on1の基本',
    matrix_usage: 'マトリックス活用',
    case_studies: '実践ケーススタディ',
  } as Record<string, string>,
  categoryCount: (done: number, total: number) => `${total}件中${done}件修了`,
  listTitle: 'おすすめのコンテンツ',
  /** Spec part 2 §2's empty state. */
  empty: '学習コンテンツを準備中です',
  emptyHint: '公開されると、ここにレッスンや動画が並びます。',
  emptyAdminHint: '「レッスンを読み込む」で書籍の実践レッスンを読み込めます。',
  loadLibrary: 'レッスンを読み込む',
  loadLibraryFailed: 'レッスンの読み込みに失敗しました',
  loadedLibrary: (added: number) => `レッスンを読み込みました（追加 ${added}件）`,
  loadError: '学習コンテンツを読み込めませんでした',
  minutes: (n: number) => `${n}分`,
  difficulty: { beginner: '初級', intermediate: '中級', advanced: '上級' } as Record<string, string>,
  /** Spec part 2 §9: any other value. */
  unknownDifficulty: '不明',
  contentTypes: { video: '動画', reading: '読み物' } as Record<string, string>,
  status: {
    notStarted: '未開始',
    inProgress: (percent: number) => `学習中 ${percent}%`,
    completed: '修了',
  },
  open: (title: string) => `${title}を開く`,
  /** The progress bar's name on a lesson's card. */
  progressOf: (title: string) => `「${title}」の進み具合`,
  lesson: {
    readingRule: (percent: number) => `読んだ部分 ${percent}%：本文を画面に表示して読み進めると記録され、9割を読むと修了になります（開いただけでは進みません）`,
    finished: '修了しました',
    reset: '進捗をリセット',
    resetConfirm: 'このコンテンツの進捗をリセットしますか？修了の記録も消えます（学習時間は残ります）。',
    resetDone: '進捗をリセットしました',
    resetFailed: '進捗のリセットに失敗しました',
    saveFailed: '進捗の記録に失敗しました',
    resumeFrom: (percent: number) => `前回の続き（${percent}%）から表示しています`,
    noVideo: 'この動画は再生できません',
  },
  player: {
    label: (title: string) => `動画「${title}」`,
    captions: '日本語字幕',
    fromStart: '最初から見直す',
    resumed: (seconds: number) => `前回の続き（${Math.floor(seconds / 60)}分${String(Math.floor(seconds % 60)).padStart(2, '0')}秒）から再生します`,
    rule: '実際に視聴した部分が9割に達すると修了になります（早送りした部分は数えません）',
  },
  admin: {
    add: 'コンテンツを追加',
    create: '追加する',
    cancel: 'キャンセル',
    created: '学習コンテンツを追加しました',
    createFailed: '学習コンテンツの追加に失敗しました',
    fields: {
      title: 'タイトル',
      description: '説明',
      contentType: '種類',
      videoUrl: '動画URL（https://）',
      thumbnailUrl: 'サムネイルURL（任意）',
      durationMinutes: '所要時間（分）',
      difficulty: '難易度',
      category: 'カテゴリ',
      tags: 'タグ',
      body: '本文（段落は空行で区切る。■で始まる行は見出し）',
      isPublic: '公開する',
      videoFile: '動画ファイル',
      captions: '字幕（WebVTT・任意）',
    },
    videoFileHint: 'MP4・WebM・MOV（2GBまで）。長さとサムネイルはアップロード後に自動で読み取ります。ファイルがない場合は下の動画URLを入力してください',
    chosenFile: (name: string) => `選択中: ${name}`,
    chooseVideo: '動画ファイルを選ぶ',
    emptyFile: 'ファイルが空です。中身のあるファイルを選んでください',
    captionsHint: '1行目を「WEBVTT」とし、「00:00.000 --> 00:04.000」の行の下に字幕の文を書きます',
    required: (label: string) => `${label}は必須です`,
  },
} as const;

function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}時間${minutes % 60}分` : `${minutes}分`;
}

export { formatMinutes };
