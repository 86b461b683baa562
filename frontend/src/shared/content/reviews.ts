/**
 * The readers' reviews shown on the book companion (`#reviews`). The landing page's review claim
 * (their average and count) is computed from this list (`shared/lib/review-summary.ts`), so it is
 * kept apart from `companion.ts`: the landing page is in the first script every visitor loads.
 */

export interface Review {
  /** 4 or 5. */
  rating: 4 | 5;
  text: string;
  author: string;
}

export const reviews: readonly Review[] = [
  { rating: 5, text: '部下の「やる気がない」の裏にあるものを、氷山の図で初めて言葉にできました。', author: '読者（40代・管理職）' },
  { rating: 5, text: 'ワークシートが付いているので、読みながらそのまま手を動かせるのが良いです。', author: '読者（30代・チームリーダー）' },
  { rating: 4, text: '自分のブレーキに気づく章は耳が痛かったけれど、読後に気持ちが軽くなりました。', author: '読者（20代・営業職）' },
  { rating: 5, text: '1on1で何を話せばいいか迷っていた時期に出会いたかった一冊です。', author: '読者（40代・部長）' },
  { rating: 5, text: '事例が具体的で、自社に置き換えて考えやすい構成でした。', author: '読者（50代・経営者）' },
  { rating: 4, text: '理論の説明が丁寧。チーム全員で輪読して、共通の言葉ができました。', author: '読者（30代・人事担当）' },
  { rating: 5, text: '影響の輪のワークを朝礼で使ったら、愚痴が提案に変わり始めました。', author: '読者（40代・店長）' },
  { rating: 4, text: 'すぐ実践できる小さな一歩が示されていて、読みっぱなしになりませんでした。', author: '読者（30代・エンジニア）' },
  { rating: 5, text: '全員経営の考え方を、現場の言葉で説明してくれる貴重な本です。', author: '読者（50代・工場長）' },
  { rating: 5, text: '成長マップを部下と一緒に書いたら、面談の空気が明るくなりました。', author: '読者（30代・課長）' },
  { rating: 4, text: '変化が怖い理由がわかり、転職を前向きに考えられるようになりました。', author: '読者（20代・事務職）' },
  { rating: 5, text: '新任管理職研修の課題図書にしました。受講者の反応がとても良いです。', author: '読者（40代・研修担当）' },
];
