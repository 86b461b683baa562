/**
 * The worksheet catalogue of spec part 1 §3: 26 sheets, their ids (the URL of
 * `GET /api/download/{id}`), Japanese titles, categories and a short explanation printed on
 * each sheet. `pivot-all` is the bulk pseudo-item: a ZIP of all of them.
 */
export const WORKSHEET_CATEGORIES = {
  teamManagement: 'チームマネジメント',
  icebergTheory: '氷山理論',
  caseStudy: '事例研究',
  growthTheory: '成長理論',
  selfManagement: 'セルフマネジメント',
  talentDevelopment: '人材育成',
  selfUnderstanding: '自己理解',
  organizationManagement: '組織マネジメント',
  motivation: 'モチベーション',
  thinkingMethods: '思考法',
} as const;

export type WorksheetCategory = keyof typeof WORKSHEET_CATEGORIES;

export interface Worksheet {
  id: string;
  title: string;
  category: WorksheetCategory;
  /** Two or three sentences printed under the title: what the sheet is for and how to fill it in. */
  description: string;
}

export const WORKSHEETS = [
  {
    id: 'climbing-team',
    title: '山登りチームシート',
    category: 'teamManagement',
    description: 'チームを山に登るパーティーに見立て、頂上（目標）、いまいる場所、メンバーそれぞれの役割と装備を書き出します。全員が同じ山を見ているかを確かめる一枚です。',
  },
  {
    id: 'team-comparison',
    title: 'チーム比較シート',
    category: 'teamManagement',
    description: '「うまくいっているチーム」と「苦しんでいるチーム」を観点ごとに並べて比べます。違いが見えたら、明日から変えられることを一つ選びましょう。',
  },
  {
    id: 'iceberg-blank',
    title: '氷山モデル（白紙）',
    category: 'icebergTheory',
    description: '水面の上に見える「行動・結果」と、水面の下に隠れた「思考」「感情」「価値観・思い込み」を自由に書き込む白紙の氷山です。',
  },
  {
    id: 'iceberg-basic',
    title: '氷山モデルの基本',
    category: 'icebergTheory',
    description: '人の行動は氷山の一角にすぎません。一つの出来事について、見える部分から順に水面の下へと掘り下げ、各層を一行ずつ書いてみましょう。',
  },
  {
    id: 'iceberg-size',
    title: '氷山の大きさを比べる',
    category: 'icebergTheory',
    description: '自分と相手の氷山を並べ、水面下の大きさ（経験・背景・想い）の違いを書き出します。同じ行動でも、支えている氷山は人それぞれです。',
  },
  {
    id: 'iceberg-shape',
    title: '氷山の形を知る',
    category: 'icebergTheory',
    description: '思考・感情・価値観のどこが大きく、どこが小さいか。層ごとの大きさに印をつけて、自分の氷山の「形」を描き出します。',
  },
  {
    id: 'iceberg-model',
    title: '氷山モデル：行動・思考・価値観',
    category: 'icebergTheory',
    description: '行動を変えたいときは、その下の思考と価値観に目を向けます。三つの層について「いま」と「ありたい姿」を左右に書き分けましょう。',
  },
  {
    id: 'iceberg-example',
    title: '氷山モデルの事例分析',
    category: 'caseStudy',
    description: '職場で実際に起きた場面を一つ選び、関わった人ごとに氷山を描いて分析します。対立の奥にある思いの違いが見えてきます。',
  },
  {
    id: 'iceberg-growth',
    title: '氷山の成長記録',
    category: 'growthTheory',
    description: '三か月前、いま、三か月後の自分の氷山を並べ、水面下がどう育ったか、これからどう育てたいかを記録します。',
  },
  {
    id: 'iceberg-summary',
    title: '氷山理論のまとめ',
    category: 'icebergTheory',
    description: '氷山理論で学んだことを、気づき・明日からの行動・周りの人への関わり方の三つにまとめます。',
  },
  {
    id: 'music-circle',
    title: '音楽サークルの事例',
    category: 'caseStudy',
    description: '音楽サークルがまとまっていく過程を題材に、メンバーの関わり方を円の上に配置して考えます。あなたのチームに置き換えて書き込みましょう。',
  },
  {
    id: 'accelerator-brake',
    title: 'アクセルとブレーキ',
    category: 'selfManagement',
    description: '一歩を踏み出させるもの（アクセル）と、止めてしまうもの（ブレーキ）を書き出します。ブレーキを一つ緩める方法を考えましょう。',
  },
  {
    id: 'three-way-theory',
    title: '三方よしシート',
    category: 'organizationManagement',
    description: '自分よし・相手よし・世間よし。取り組みたいことが三者それぞれにとってどんな良さを生むかを書き、重なるところを探します。',
  },
  {
    id: 'circle-of-influence',
    title: '影響の輪',
    category: 'selfManagement',
    description: '気になっていることを、自分が変えられること（影響の輪）と変えられないこと（関心の輪）に分けます。力を注ぐのは内側の輪です。',
  },
  {
    id: 'reduce-worries',
    title: '悩みを減らすシート',
    category: 'selfManagement',
    description: '悩みを書き出し、「事実」と「解釈」に分け、次の一歩を決めます。頭の中から紙の上に出すだけで、悩みは小さくなります。',
  },
  {
    id: 'child-brake',
    title: '子どもの頃のブレーキ',
    category: 'selfUnderstanding',
    description: '子どもの頃に言われた言葉や経験が、いまの自分のブレーキになっていないか振り返ります。そのブレーキを、いまの自分の言葉で書き換えましょう。',
  },
  {
    id: 'future-goals',
    title: '未来の目標シート',
    category: 'growthTheory',
    description: '一年後、三年後、五年後のありたい姿を描き、そこから逆算していま取り組むことを決めます。',
  },
  {
    id: 'mvv',
    title: 'MVV（ミッション・ビジョン・バリュー）',
    category: 'organizationManagement',
    description: '何のために存在するのか（ミッション）、どこを目指すのか（ビジョン）、何を大切にするのか（バリュー）を、チームの言葉で書き出します。',
  },
  {
    id: 'work-reasons',
    title: '働く理由を見つける',
    category: 'motivation',
    description: 'なぜ働くのかを思いつくだけ書き出し、自分にとっての重みで並べ替えます。一番上に来た理由が、あなたのエンジンです。',
  },
  {
    id: 'growth-fruits',
    title: '成長の果実',
    category: 'growthTheory',
    description: '根（価値観）、幹（習慣）、枝（行動）、果実（成果）の順に、自分の成長を一本の木として描きます。',
  },
  {
    id: 'rewards-scale',
    title: '報酬の天秤',
    category: 'motivation',
    description: '仕事から得ているもの（報酬）と差し出しているもの（負担）を天秤の左右に書き、釣り合いを確かめます。',
  },
  {
    id: 'rewards-attributes',
    title: '報酬の種類',
    category: 'motivation',
    description: 'お金だけが報酬ではありません。金銭・成長・仲間・やりがい・承認の五つについて、いま得ているものと欲しいものを書き分けます。',
  },
  {
    id: 'growth-map',
    title: '成長マップ',
    category: 'talentDevelopment',
    description: '縦軸にマインド、横軸にスキルをとった地図の上に、メンバーのいまの位置と目指す位置を書き込み、その間の道のりを考えます。',
  },
  {
    id: 'growth-principles',
    title: '成長の原則',
    category: 'talentDevelopment',
    description: '人が育つときに大切な原則を確かめ、それぞれについて自分のチームでできていること、できていないことを振り返ります。',
  },
  {
    id: 'perspective-view',
    title: '視点を変えるシート',
    category: 'thinkingMethods',
    description: '一つの出来事を、自分・相手・上司・お客様・十年後の自分の五つの視点から眺め直します。見え方が変わると、打ち手も変わります。',
  },
  {
    id: 'working-3-reasons',
    title: '働く3つの理由',
    category: 'motivation',
    description: '生活のため、成長のため、誰かのため。三つの理由それぞれについて、いまの自分の答えを書き、三つのバランスを確かめます。',
  },
] as const satisfies readonly Worksheet[];

export type WorksheetId = (typeof WORKSHEETS)[number]['id'];

/** The bulk pseudo-item: one ZIP of every sheet (`{product}-all`). */
export const ALL_WORKSHEETS_ID = 'pivot-all';
/** Named as the companion page's bulk download names it. */
export const ALL_WORKSHEETS_TITLE = `図表・ワークシート全${WORKSHEETS.length}点セット`;

/** A downloadable file id: a worksheet id or `pivot-all`. */
export type DownloadFileId = WorksheetId | typeof ALL_WORKSHEETS_ID;

const BY_ID = new Map<string, Worksheet>(WORKSHEETS.map((sheet) => [sheet.id, sheet]));

export function findWorksheet(id: string): Worksheet | undefined {
  return BY_ID.get(id);
}

export function isDownloadFileId(id: string): id is DownloadFileId {
  return id === ALL_WORKSHEETS_ID || BY_ID.has(id);
}

/** The title a person sees for a file id (the worksheet's, or the full set's). */
export function downloadFileTitle(id: string): string {
  return id === ALL_WORKSHEETS_ID ? ALL_WORKSHEETS_TITLE : (BY_ID.get(id)?.title ?? id);
}
