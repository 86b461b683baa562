/**
 * Every text of the landing page `/`: features, the four steps, claims, testimonials, FAQ. Kept
 * apart from `companion.ts` (the book pages, the worksheet catalogue) because the landing page is
 * in the first script every visitor loads (docs/benchmarks.md, page weight).
 */

export type FeatureKey = 'matrix' | 'oneOnOne' | 'learning' | 'aiCoach' | 'community' | 'anonymous';

export const landing = {
  eyebrow: '書籍「ピボット」「全員経営」の読者のための実践の場',
  startFree: '無料で始める',
  bookLink: '書籍の特設ページへ',
  featuresTitle: 'できること',
  featuresLead: '本で得た気づきを、明日のチーム運営に変えるための道具がそろっています。',
  features: [
    { key: 'matrix', title: 'MSマトリックス', text: 'マインドとスキルの二軸でメンバーを見える化し、配置と育成の打ち手を考えます。' },
    { key: 'oneOnOne', title: '1on1マトリックス', text: '信頼関係とマインドの状態から、一人ひとりに合った1on1の進め方を提案します。' },
    { key: 'learning', title: '学習コンテンツ', text: '書籍の理論を短い動画で学び直し、要点をいつでも確かめられます。' },
    { key: 'aiCoach', title: 'AIコーチング', text: '週の振り返りを対話で深め、難しい面談はロールプレイで練習できます。' },
    { key: 'community', title: '実践者コミュニティ', text: '同じ課題に向き合う管理職や人事担当者と、工夫や失敗談を分かち合えます。' },
    { key: 'anonymous', title: '心の叫び', text: '名前を出さずに本音を書き込み、仲間から共感と応援を受け取れます。' },
  ] satisfies { key: FeatureKey; title: string; text: string }[],
  flowTitle: '実践の4ステップ',
  flowLead: '読んで終わりにしないために、小さな循環を毎週まわします。',
  flow: [
    { title: '理論の確認', text: '書籍と学習コンテンツで、考え方の要点を押さえます。' },
    { title: '実践', text: 'マトリックスや1on1で、自分のチームに当てはめてみます。' },
    { title: '振り返り', text: 'ジャーナルとAIコーチで、うまくいったことと次の一手を言葉にします。' },
    { title: '共有', text: 'コミュニティで学びを分かち合い、仲間の実践から次のヒントを得ます。' },
  ],
  claimsLabel: '利用状況',
  /** Figures are computed: the server's count of accounts, the reviews' average (docs/modules/companion-site.md). */
  claims: {
    practitioners: { value: (count: string) => `${count}名`, label: 'の実践者が参加', unavailable: '―' },
    reviews: { label: (count: number) => `${count}件のレビュー平均` },
    signUp: { value: 'メールだけ', label: 'で登録完了' },
    free: { value: '無料', label: 'クレジットカード不要' },
  },
  testimonialsTitle: '実践者の声',
  testimonialsNote: '※ 利用者の声はサンプルです。',
  testimonials: [
    {
      text: 'メンバーをマトリックスに置いてみて、育成の順番がはっきりしました。1on1の準備時間が半分になっています。',
      author: '製造業・課長',
    },
    {
      text: '心の叫びに書いた悩みに、知らない誰かが丁寧に返してくれた。管理職は孤独だと思っていたので救われました。',
      author: 'IT企業・チームリーダー',
    },
    {
      text: '本を読んだだけでは続かなかった振り返りが、AIコーチとの対話で毎週の習慣になりました。',
      author: '人事担当者',
    },
  ],
  faqTitle: 'よくあるご質問',
  faq: [
    {
      q: '無料で使える機能はどれですか？',
      a: 'MSマトリックスの基本機能、1on1マトリックス、コミュニティへの参加、学習コンテンツの閲覧は無料でご利用いただけます。',
    },
    {
      q: 'メンバーの実名を登録する必要はありますか？',
      a: 'いいえ。イニシャルや仮の名前など、匿名化したメンバー情報で登録していただけます。',
    },
    { q: 'コミュニティへの参加は必須ですか？', a: 'いいえ、任意です。マトリックスなどのツールだけを使うこともできます。' },
    {
      q: '自分のチームで使う前に試せますか？',
      a: 'はい。サインイン後、ダッシュボードの「サンプルチームで試す」を押すと、架空のメンバーが入ったチームがすぐに用意され、MSマトリックスと1on1マトリックスの使い心地を確かめられます。',
    },
  ],
  closingTitle: '今日から、チームでの実践を始めましょう',
  closingText: '登録はメールアドレスだけ、クレジットカードは不要です。',
  footerNav: 'サイト内リンク',
  footerLinks: { readers: '読者のみなさまへ', contact: 'お問い合わせ' },
  footerCopyright: '© ピボット実践コミュニティ',
} as const;
