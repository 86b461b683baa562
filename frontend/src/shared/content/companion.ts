/**
 * Every text of the book pages (the book companion `/pivot`, the readers page and the book landing
 * page): cases, reviews, services, the worksheet catalogue and the wording of the download gate
 * and the inquiry form. Components only lay these out, so the texts change here without touching a
 * screen (docs/modules/companion-site.md). Product, book and author texts are in `books.ts`, the
 * landing page's in `landing.ts`.
 *
 * The worksheet catalogue is the server's (`GET /api/worksheets`); only each sheet's picture is here.
 */
import type { RegisterDownloadRequest } from '../api/generated/companion';
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
  worksheetsLoading: 'ワークシートを読み込んでいます...',
  worksheetsError: 'ワークシートの一覧を読み込めませんでした。',
  worksheetsRetry: '再読み込み',
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
  /** When the operator set no application form (`AUTHOR_QA_FORM_URL`): apply through this site's inquiry form. */
  authorQaContactLink: 'お問い合わせフォームから申し込む',
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
export { reviews } from './reviews';

/* ------------------------------------------------------------------ worksheet catalogue */

/**
 * What the small picture on a worksheet card draws (WorksheetThumbnail). The catalogue itself
 * (ids, titles, categories, explanations) is the server's (`GET /api/worksheets`): the PDFs are
 * printed from it, so the page lists exactly the files there are.
 */
export type WorksheetMotif = 'mountain' | 'columns' | 'iceberg' | 'circles' | 'balance' | 'path' | 'tree' | 'arrows';

/** A worksheet id of the server's catalogue (the generated `fileType` enum without the bulk set). */
export type WorksheetId = Exclude<RegisterDownloadRequest['fileType'], 'pivot-all'>;

/** One picture per worksheet; a sheet the server adds or renames fails to compile here. */
export const worksheetMotifs: Record<WorksheetId, WorksheetMotif> = {
  'climbing-team': 'mountain',
  'team-comparison': 'columns',
  'iceberg-blank': 'iceberg',
  'iceberg-basic': 'iceberg',
  'iceberg-size': 'iceberg',
  'iceberg-shape': 'iceberg',
  'iceberg-model': 'iceberg',
  'iceberg-example': 'iceberg',
  'iceberg-growth': 'iceberg',
  'iceberg-summary': 'iceberg',
  'music-circle': 'circles',
  'accelerator-brake': 'balance',
  'three-way-theory': 'circles',
  'circle-of-influence': 'circles',
  'reduce-worries': 'arrows',
  'child-brake': 'balance',
  'future-goals': 'path',
  mvv: 'columns',
  'work-reasons': 'arrows',
  'growth-fruits': 'tree',
  'rewards-scale': 'balance',
  'rewards-attributes': 'columns',
  'growth-map': 'path',
  'growth-principles': 'tree',
  'perspective-view': 'arrows',
  'working-3-reasons': 'mountain',
};

/** The picture of a worksheet id (a plain one for an id this build does not know). */
export function worksheetMotif(id: string): WorksheetMotif {
  return (worksheetMotifs as Record<string, WorksheetMotif | undefined>)[id] ?? 'columns';
}

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
