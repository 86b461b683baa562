/**
 * Product, book and author texts in one place so they can change without touching screens.
 * The product slug `pivot` is also the book page route (/pivot) and the bulk download id (pivot-all).
 */
export const productSlug = 'pivot';

/** The book pages' routes (features/companion). */
export const companionPaths = {
  companion: `/${productSlug}`,
  readers: `/${productSlug}/readers`,
  bookLanding: `/${productSlug}/book`,
} as const;

export const site = {
  title: 'ピボット実践コミュニティ',
  tagline: '本で学んだ理論を、チームの現場で実践する',
  description:
    '「ピボット」と「全員経営」の二冊の読者のための実践プラットフォームです。MSマトリックスや1on1マトリックスで' +
    'チームを見える化し、学び・振り返り・共有を仲間とともに続けられます。',
} as const;

export interface Book {
  id: string;
  title: string;
  subtitle: string;
  theme: string;
  publisher: string;
  /** The cover is drawn (BookCover) in two brand colours (CSS variables): no image file to wait for. */
  cover: { background: string; ink: string };
}

export const books: readonly Book[] = [
  {
    id: 'pivot',
    title: 'ピボット',
    subtitle: '心のブレーキを外し、変化を力に変える',
    theme: '心のブレーキを乗り越える',
    publisher: '実践経営出版',
    cover: { background: 'var(--brand-primary)', ink: 'var(--brand-surface)' },
  },
  {
    id: 'ownership-management',
    title: '全員経営',
    subtitle: 'メンバー全員がオーナーとして動く組織のつくり方',
    theme: '全員がオーナーとして動く組織',
    publisher: '実践経営出版',
    cover: { background: 'var(--brand-accent)', ink: 'var(--brand-surface)' },
  },
];

export const author = {
  name: '早瀬 恭介',
  role: '元 中古車販売会社 取締役 / 組織開発コンサルタント',
  profile: '中古車販売会社の元役員。現場と経営の両方で組織づくりに携わった経験をもとに二冊を執筆。',
} as const;

/**
 * The corporate-training banner's texts. Where it leads is the server's `CORPORATE_TRAINING_URL`
 * setting (`GET /api/site-config`): the company's site, opened in a new tab, or by default the
 * companion page's services section.
 */
export const corporateTraining = {
  bannerTitle: '企業研修のご相談',
  bannerText: '組織全体での導入や管理職研修をご検討の方はこちら',
  linkLabel: '詳しく見る',
} as const;
