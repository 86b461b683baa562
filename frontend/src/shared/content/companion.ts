/**
 * Every text of the book pages (the book companion `/pivot`, the readers page and the book landing
 * page): cases, reviews, services, the worksheet catalogue and the wording of the download gate
 * and the inquiry form. Components only lay these out, so the texts change here without touching a
 * screen (docs/modules/companion-site.md). Product, book and author texts are in `books.ts`, the
 * landing page's in `landing.ts`.
 *
 * The 26 worksheet ids are the contract with the server (`GET /api/download/{id}`, spec part 1 §3):
 * the server keeps its own list and a test compares both.
 */
import { productSlug } from './books';

export { companionPaths } from './books';

/* ------------------------------------------------------------------ book companion (`/pivot`) */

/** In-page anchors of spec part 1 §2; each is the id of one section. */
export const anchors = {
  downloads: 'downloads',
  contact: 'contact',
  interview: 'pivot-interview',
  authorQa: 'author-qa',
  cases: 'cases',
  reviews: 'reviews',
  services: 'services',
} as const;

/** External pages; all open in a new tab. */
export const externalLinks = {
  bookStoreReviews: 'https://example.com/books/pivot/reviews',
  interviewVideo: 'https://example.com/media/pivot-interview',
  authorQaForm: 'https://example.com/forms/pivot-author-qa',
} as const;

export const companion = {
  heroEyebrow: '書籍「ピボット」特設ページ',
  heroTitle: '読んだその日から、チームで試せる',
  heroText:
    '本に登場する図やワークシートをすべて無料で配布しています。事例や読者の声とあわせて、現場での実践にお役立てください。',
  toDownloads: '図表・ワークシートをダウンロード',
  booksTitle: '二冊の書籍',
  authorTitle: '著者について',
  entriesTitle: 'このページでできること',
  /** The four entry cards: a section of this page, another site (new tab) or a page of ours. */
  entries: [
    { key: 'downloads', title: '図表・ワークシート', text: '書籍の図と記入用シート26点を印刷して使えます。', link: { kind: 'anchor', href: `#${anchors.downloads}` } },
    { key: 'cases', title: '実践事例', text: '書籍の考え方を取り入れたチームの変化を紹介します。', link: { kind: 'anchor', href: `#${anchors.cases}` } },
    { key: 'corporate', title: '企業向けサービス', text: '研修や組織づくりのご相談を承ります。', link: { kind: 'corporateTraining', href: `#${anchors.services}` } },
    { key: 'community', title: '実践コミュニティ', text: '読者同士で学びを続ける場に無料で参加できます。', link: { kind: 'route', href: '/' } },
  ] satisfies { key: string; title: string; text: string; link: { kind: 'anchor' | 'external' | 'route' | 'corporateTraining'; href: string } }[],
  casesTitle: '実践事例',
  casesLead: '理論を自分たちの言葉に置き換えた三つのチームの話です。',
  cases: [
    {
      tag: 'IT企業・チームマネジメント',
      title: '開発チームの生産性が30%向上',
      text: 'MSマトリックスで一人ひとりの状態を共有し、1on1のテーマを絞ったことで、手戻りが減り半年で生産性が30%上がりました。',
    },
    {
      tag: '個人・営業職',
      title: '営業成績が2倍に',
      text: '「心のブレーキ」のワークで断られる怖さの正体に気づき、訪問件数を増やせた結果、一年で売上が2倍になりました。',
    },
    {
      tag: '製造業・組織改革',
      title: '離職率が半分に',
      text: '全員経営の考え方で現場に判断を任せる範囲を広げ、月一回の共有会を続けたところ、離職率が半減しました。',
    },
  ],
  downloadsTitle: '図表・ワークシートのダウンロード',
  downloadsLead: '書籍に登場する図と、書き込んで使えるワークシートです。A4で印刷してお使いください。',
  bulkTab: '一括ダウンロード',
  individualTab: '個別ダウンロード',
  bulkTitle: '図表・ワークシート全26点セット',
  bulkText: 'すべてのシートをひとつのZIPファイルにまとめています。',
  bulkButton: '全26点をまとめてダウンロード',
  downloadButton: 'ダウンロード',
  downloadLabel: (title: string) => `${title}をダウンロード`,
  categoryFilterLabel: 'カテゴリで絞り込む',
  allCategories: 'すべて',
  reviewsTitle: '読者の声',
  reviewsLead: '書店サイトに寄せられた感想の一部です。',
  readReviews: '書店サイトでレビューを読む',
  ratingLabel: (rating: number) => `5段階中${rating}`,
  servicesTitle: 'サービス',
  corporateServicesTitle: '企業・組織の方へ',
  personalServicesTitle: '個人の方へ',
  corporateServices: [
    { title: '研修プログラム', text: '管理職・リーダー層向けに、書籍の理論を演習で身につける研修を行います。' },
    { title: 'リーダー育成', text: '次のリーダー候補を、伴走型のコーチングで育てます。' },
    { title: '組織戦略', text: '全員経営の考え方で、判断と責任を現場に広げる仕組みづくりを支援します。' },
  ],
  corporateServicesLink: '企業向けサービスの詳細（外部サイト）',
  /** The corporate offer's link when the operator's setting is a page of this site: ask through the form. */
  corporateServicesContact: '研修・導入について問い合わせる',
  personalServices: [
    { title: '実践コミュニティ', text: '読者同士で悩みや工夫を共有し、学びを続けられます。' },
    { title: 'AIコーチング', text: '振り返りと面談の練習を、いつでもAIと行えます。' },
    { title: '実践ツール', text: 'MSマトリックスや1on1マトリックスで、チームの今を見える化します。' },
  ],
  personalServicesLink: '無料でコミュニティに参加する',
  newTab: '（新しいタブで開きます）',
  footerNav: 'ページ内リンク',
  sectionNavLabel: 'このページの目次',
  /** The in-page menu under the hero, one link an anchor of spec part 1 §2. */
  sectionNav: [
    { anchor: anchors.downloads, label: 'ダウンロード' },
    { anchor: anchors.cases, label: '実践事例' },
    { anchor: anchors.reviews, label: '読者の声' },
    { anchor: anchors.interview, label: 'メディア掲載' },
    { anchor: anchors.authorQa, label: '著者Q&A' },
    { anchor: anchors.services, label: 'サービス' },
    { anchor: anchors.contact, label: 'お問い合わせ' },
  ],
  footerCopyright: '© ピボット実践コミュニティ',
} as const;

/** The readers page: media feature and the author Q&A session. */
export const readers = {
  title: '読者のみなさまへ',
  lead: 'ご購入ありがとうございます。図表のダウンロードやお問い合わせはこのページから。',
  nav: { downloads: 'ダウンロード', contact: 'お問い合わせ' },
  interviewTitle: 'メディア掲載',
  interviewText: '著者がビジネス番組で「ピボット」の背景と、現場で試してほしいことを語りました。',
  interviewLink: 'インタビュー動画を見る',
  authorQaTitle: '著者に質問できるオンライン勉強会',
  authorQaText: '書籍の内容について著者に直接質問できるオンラインの勉強会です。参加は無料、定員に達し次第締め切ります。',
  authorQaLink: '参加を申し込む',
} as const;

/** The book landing page (spec part 1 §2 "Book landing page with inquiry"). */
export const bookLanding = {
  publisherLabel: '出版社',
  authorLabel: '著者',
  downloadFigures: '本書の図表をダウンロード',
  practiceTitle: '本書の使い方',
  practiceSteps: [
    { title: '読む', text: '各章の終わりにある問いに、自分のチームを思い浮かべて答えます。' },
    { title: '書く', text: '対応するワークシートを印刷し、チームの実情を書き込みます。' },
    { title: '話す', text: '書いたシートを1on1や定例で共有し、次の一歩を決めます。' },
  ],
} as const;

/* ------------------------------------------------------------------ reviews */

/** In their own file: the landing page computes its review claim from them and must not load this one. */
export { reviews, type Review } from './reviews';

/* ------------------------------------------------------------------ worksheet catalogue */

export type WorksheetCategory =
  | 'team-management'
  | 'iceberg-theory'
  | 'case-study'
  | 'growth-theory'
  | 'self-management'
  | 'talent-development'
  | 'self-understanding'
  | 'organization-management'
  | 'motivation'
  | 'thinking-methods';

/** The ten categories of spec part 1 §3, in the order the filter shows them. */
export const worksheetCategories: Record<WorksheetCategory, string> = {
  'team-management': 'チームマネジメント',
  'iceberg-theory': '氷山理論',
  'case-study': 'ケーススタディ',
  'growth-theory': '成長理論',
  'self-management': 'セルフマネジメント',
  'talent-development': '人材育成',
  'self-understanding': '自己理解',
  'organization-management': '組織マネジメント',
  motivation: 'モチベーション',
  'thinking-methods': '思考法',
};

/** What the small picture on a worksheet card draws (WorksheetThumbnail). */
export type WorksheetMotif = 'mountain' | 'columns' | 'iceberg' | 'circles' | 'balance' | 'path' | 'tree' | 'arrows';

export interface Worksheet {
  id: string;
  title: string;
  description: string;
  category: WorksheetCategory;
  thumbnail: WorksheetMotif;
}

export const worksheets: readonly Worksheet[] = [
  { id: 'climbing-team', title: '山登りチーム図', description: 'チームを山を登るパーティーに見立て、頂上の目標と一人ひとりの位置を書き込みます。', category: 'team-management', thumbnail: 'mountain' },
  { id: 'team-comparison', title: 'チーム比較シート', description: '「伸びるチーム」と「止まるチーム」の違いを項目ごとに比べ、自チームの現在地を確かめます。', category: 'team-management', thumbnail: 'columns' },
  { id: 'iceberg-blank', title: '氷山モデル（白紙）', description: '見える行動と、水面下の思い込み・感情・価値観を自由に書き込める白紙の氷山です。', category: 'iceberg-theory', thumbnail: 'iceberg' },
  { id: 'iceberg-basic', title: '氷山モデルの基本', description: '行動・思考・感情・信念の四層で、人の振る舞いの成り立ちを整理します。', category: 'iceberg-theory', thumbnail: 'iceberg' },
  { id: 'iceberg-size', title: '氷山の大きさ', description: '水面下が大きいほど行動が安定する理由を、自分の経験に当てはめて考えます。', category: 'iceberg-theory', thumbnail: 'iceberg' },
  { id: 'iceberg-shape', title: '氷山の形', description: '人によって異なる氷山の形を描き、メンバーとの関わり方のヒントを探します。', category: 'iceberg-theory', thumbnail: 'iceberg' },
  { id: 'iceberg-model', title: '氷山モデル全体図', description: '書籍で扱う氷山理論の全体像を一枚にまとめた図です。', category: 'iceberg-theory', thumbnail: 'iceberg' },
  { id: 'iceberg-example', title: '氷山モデル記入例', description: '遅刻が続くメンバーの事例で、氷山モデルの書き方を具体的に示します。', category: 'case-study', thumbnail: 'iceberg' },
  { id: 'iceberg-growth', title: '氷山の成長', description: '経験を重ねて水面下が育っていく過程を、時期ごとに書き出します。', category: 'growth-theory', thumbnail: 'iceberg' },
  { id: 'iceberg-summary', title: '氷山理論のまとめ', description: '氷山理論の要点と、明日から使える問いかけを一覧にしました。', category: 'iceberg-theory', thumbnail: 'iceberg' },
  { id: 'music-circle', title: '好きなことの輪', description: '好きな音楽や趣味を輪にして並べ、自分が力を発揮できる条件を見つけます。', category: 'self-understanding', thumbnail: 'circles' },
  { id: 'accelerator-brake', title: 'アクセルとブレーキ', description: '行動を後押しするものと止めるものを左右に書き分け、踏み替え方を考えます。', category: 'self-management', thumbnail: 'balance' },
  { id: 'three-way-theory', title: '三方よしシート', description: '自分・相手・社会の三方にとっての良さを書き出し、判断の軸をそろえます。', category: 'organization-management', thumbnail: 'circles' },
  { id: 'circle-of-influence', title: '影響の輪', description: '気になることを「変えられること」と「変えられないこと」に分け、力の注ぎ先を決めます。', category: 'self-management', thumbnail: 'circles' },
  { id: 'reduce-worries', title: '悩みを減らすワーク', description: '頭の中の悩みをすべて書き出し、手放すもの・今日やることに仕分けます。', category: 'self-management', thumbnail: 'arrows' },
  { id: 'child-brake', title: '子どもの頃のブレーキ', description: '幼い頃に言われた言葉や体験から、今も効いている心のブレーキを探ります。', category: 'self-understanding', thumbnail: 'balance' },
  { id: 'future-goals', title: '未来の目標シート', description: '一年後・三年後・十年後のありたい姿を描き、今月の一歩まで落とし込みます。', category: 'talent-development', thumbnail: 'path' },
  { id: 'mvv', title: 'MVVシート', description: 'ミッション・ビジョン・バリューをチームの言葉で書き、日々の行動とつなげます。', category: 'organization-management', thumbnail: 'columns' },
  { id: 'work-reasons', title: '働く理由の棚卸し', description: 'なぜ働くのかを思いつくだけ挙げ、自分にとっての優先順位をつけます。', category: 'motivation', thumbnail: 'arrows' },
  { id: 'growth-fruits', title: '成長の果実', description: '努力という根と幹から実った成果を木に描き、次に育てたい実を決めます。', category: 'growth-theory', thumbnail: 'tree' },
  { id: 'rewards-scale', title: '報酬の天秤', description: 'お金の報酬と、やりがい・成長・仲間といった報酬の釣り合いを確かめます。', category: 'motivation', thumbnail: 'balance' },
  { id: 'rewards-attributes', title: '報酬の種類', description: '人が働くことで得ている報酬を種類ごとに整理し、メンバーの関心を探ります。', category: 'motivation', thumbnail: 'columns' },
  { id: 'growth-map', title: '成長マップ', description: 'メンバーの現在地から目指す姿までの道のりを、段階ごとに地図にします。', category: 'talent-development', thumbnail: 'path' },
  { id: 'growth-principles', title: '成長の原則', description: '人が伸びるときに共通する原則を確かめ、自分の育成のやり方を見直します。', category: 'growth-theory', thumbnail: 'tree' },
  { id: 'perspective-view', title: '視点を変えるシート', description: '同じ出来事を自分・相手・第三者の視点で書き直し、見え方の違いに気づきます。', category: 'thinking-methods', thumbnail: 'arrows' },
  { id: 'working-3-reasons', title: '働く3つの理由', description: '生活のため・成長のため・誰かのためという三つの理由の割合を描きます。', category: 'motivation', thumbnail: 'mountain' },
];

/** The bulk pseudo-item: every worksheet in one ZIP. */
export const bulkDownloadId = `${productSlug}-all`;

/** The URL a download button opens in a new tab (spec part 1 §7). */
export function downloadUrl(id: string): string {
  return `/api/download/${encodeURIComponent(id)}`;
}

/* ------------------------------------------------------------------ download gate and inquiry form */

/** The wording of the download gate (spec part 1 §4, §5, §8). */
export const downloadGate = {
  defaultTitle: 'ダウンロード',
  lead: 'ご登録は最初の一度だけです。ご登録後、コミュニティや勉強会のご案内をお送りすることがあります。',
  fields: {
    name: 'お名前',
    companyName: '会社名',
    email: 'メールアドレス',
    emailConfirm: 'メールアドレス（確認）',
  },
  required: '必須',
  submit: '登録してダウンロード',
  submitting: '登録中...',
  close: '閉じる',
  successTitle: '登録完了',
  successText: 'ダウンロードを開始します',
  errorTitle: 'エラー',
  errorFallback: '登録に失敗しました',
  errors: {
    name: 'お名前を入力してください',
    companyName: '会社名を入力してください',
    email: '有効なメールアドレスを入力してください',
    emailMismatch: 'メールアドレスが一致しません',
  },
} as const;

export type InquiryType = 'organization' | 'workshop' | 'other';

/** The wording of the inquiry form (spec part 1 §4, §5, §8, §9). */
export const inquiry = {
  title: 'お問い合わせ',
  lead: '研修のご依頼や導入のご相談など、お気軽にお寄せください。3営業日以内に担当者よりご連絡します。',
  fields: {
    companyName: '会社名',
    contactPerson: 'ご担当者名',
    email: 'メールアドレス',
    phone: '電話番号（任意）',
    inquiryType: 'お問い合わせ種別',
    message: 'お問い合わせ内容',
  },
  typePlaceholder: '選択してください',
  types: { organization: '組織への導入について', workshop: '研修・ワークショップについて', other: 'その他' } satisfies Record<InquiryType, string>,
  submit: '送信する',
  submitting: '送信中...',
  successTitle: 'お問い合わせありがとうございます',
  successFallback: 'お問い合わせを受け付けました。',
  errorTitle: '送信エラー',
  errorFallback: '送信中にエラーが発生しました',
  networkError: '送信中にエラーが発生しました。しばらくしてから再度お試しください。',
  errors: {
    companyName: '会社名を入力してください',
    contactPerson: 'ご担当者名を入力してください',
    email: '有効なメールアドレスを入力してください',
    inquiryType: 'お問い合わせ種別を選択してください',
    message: 'お問い合わせ内容を入力してください',
  },
  dismiss: '閉じる',
} as const;
