import type { CoachKnowledge, CoachPassage } from './coach-knowledge.port.js';

/**
 * The concepts the offline coach draws on until the knowledge base is bound to `CoachKnowledge`:
 * the books' worksheets as the product describes them (the companion's worksheet catalogue) and
 * the two matrices' approaches. Each card's keywords are what a user's message may mention.
 */
export interface ConceptCard {
  id: string;
  title: string;
  text: string;
  keywords: readonly string[];
}

export const CONCEPT_CARDS: readonly ConceptCard[] = [
  {
    id: 'worksheet:iceberg-basic',
    title: '氷山モデルの基本',
    text: '人の行動は氷山の一角にすぎません。一つの出来事について、見える部分から順に水面の下へと掘り下げ、各層を一行ずつ書いてみましょう。',
    keywords: ['行動', '背景', '理由', '思い込み', '価値観', '感情', '本音', 'なぜ', '態度'],
  },
  {
    id: 'worksheet:iceberg-example',
    title: '氷山モデルの事例分析',
    text: '職場で実際に起きた場面を一つ選び、関わった人ごとに氷山を描いて分析します。対立の奥にある思いの違いが見えてきます。',
    keywords: ['対立', '衝突', 'ぶつかる', '揉め', 'もめ', '意見', '違い', '関係'],
  },
  {
    id: 'worksheet:accelerator-brake',
    title: 'アクセルとブレーキ',
    text: '一歩を踏み出させるもの（アクセル）と、止めてしまうもの（ブレーキ）を書き出します。ブレーキを一つ緩める方法を考えましょう。',
    keywords: ['やる気', 'モチベーション', '不安', '怖', 'ブレーキ', '踏み出', '挑戦', '迷', '自信'],
  },
  {
    id: 'worksheet:circle-of-influence',
    title: '影響の輪',
    text: '気になっていることを、自分が変えられること（影響の輪）と変えられないこと（関心の輪）に分けます。力を注ぐのは内側の輪です。',
    keywords: ['変えられない', 'どうしようもない', '上司', '会社', '環境', '仕方', 'コントロール', '悩'],
  },
  {
    id: 'worksheet:reduce-worries',
    title: '悩みを減らすシート',
    text: '悩みを書き出し、「事実」と「解釈」に分け、次の一歩を決めます。頭の中から紙の上に出すだけで、悩みは小さくなります。',
    keywords: ['悩み', '心配', 'モヤモヤ', 'もやもや', '事実', '解釈', '困って', 'ストレス'],
  },
  {
    id: 'worksheet:future-goals',
    title: '未来の目標シート',
    text: '一年後、三年後、五年後のありたい姿を描き、そこから逆算していま取り組むことを決めます。',
    keywords: ['キャリア', '将来', '目標', 'ありたい', '成長', '一年後', '夢', 'ビジョン'],
  },
  {
    id: 'worksheet:perspective-view',
    title: '視点を変えるシート',
    text: '一つの出来事を、自分・相手・上司・お客様・十年後の自分の五つの視点から眺め直します。見え方が変わると、打ち手も変わります。',
    keywords: ['フィードバック', '伝え', '相手', '視点', '見方', 'お客様', '評価'],
  },
  {
    id: 'worksheet:climbing-team',
    title: '山登りチームシート',
    text: 'チームを山に登るパーティーに見立て、頂上（目標）、いまいる場所、メンバーそれぞれの役割と装備を書き出します。全員が同じ山を見ているかを確かめる一枚です。',
    keywords: ['チーム', '役割', '新しい', '新人', 'オンボーディング', '方向', '共有', '入社'],
  },
  {
    id: 'worksheet:work-reasons',
    title: '働く理由を見つける',
    text: 'なぜ働くのかを思いつくだけ書き出し、自分にとっての重みで並べ替えます。一番上に来た理由が、あなたのエンジンです。',
    keywords: ['働く', 'やりがい', '意味', '目的', '理由', '仕事'],
  },
  {
    id: 'worksheet:growth-map',
    title: '成長マップ',
    text: '縦軸にマインド、横軸にスキルをとった地図の上に、メンバーのいまの位置と目指す位置を書き込み、その間の道のりを考えます。',
    keywords: ['マインド', 'スキル', '育成', 'MSマトリックス', '伸ば', '成長'],
  },
  {
    id: 'worksheet:three-way-theory',
    title: '三方よしシート',
    text: '自分よし・相手よし・世間よし。取り組みたいことが三者それぞれにとってどんな良さを生むかを書き、重なるところを探します。',
    keywords: ['お客様', '顧客', '会社', 'みんな', '納得', '全員'],
  },
  {
    id: 'concept:trust-building',
    title: '1on1マトリックス：信頼関係の構築',
    text: '信頼がまだ育っていない相手には、助言より先に聴くことから始めます。相手の話を遮らず、気持ちを言葉にして返すことが信頼の土台になります。',
    keywords: ['信頼', '関係', '話してくれない', '距離', '聴く', '傾聴', '1on1'],
  },
  {
    id: 'concept:mindset-improvement',
    title: '1on1マトリックス：マインドの向上',
    text: '信頼はあるのにマインドが下がっている相手とは、働く理由や心のブレーキを一緒に見つめ直し、小さな成功を積み重ねます。',
    keywords: ['元気', '落ち込', '自信', '停滞', '意欲'],
  },
];

/** Character bigrams: a Japanese message has no spaces, so overlap of bigrams stands in for words. */
function bigrams(text: string): Set<string> {
  const clean = text.normalize('NFKC').toLowerCase().replace(/[\s、。！？!?「」『』（）()・,.]/g, '');
  const grams = new Set<string>();
  for (let i = 0; i < clean.length - 1; i++) grams.add(clean.slice(i, i + 2));
  return grams;
}

function score(card: ConceptCard, query: string, queryGrams: Set<string>): number {
  const normalised = query.normalize('NFKC').toLowerCase();
  let total = 0;
  for (const keyword of card.keywords) if (normalised.includes(keyword.toLowerCase())) total += 3;
  if (normalised.includes(card.title.toLowerCase())) total += 5;
  const titleGrams = bigrams(card.title);
  for (const gram of titleGrams) if (queryGrams.has(gram)) total += 1;
  return total;
}

/** `CoachKnowledge` over the concept cards above: keyword and bigram overlap, nothing read from elsewhere. */
export class ConceptCardKnowledge implements CoachKnowledge {
  constructor(private readonly cards: readonly ConceptCard[] = CONCEPT_CARDS) {}

  async find(query: string, limit: number): Promise<CoachPassage[]> {
    const grams = bigrams(query);
    return this.cards
      .map((card) => ({ id: card.id, title: card.title, snippet: card.text, score: score(card, query, grams) }))
      .filter((passage) => passage.score > 0)
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
      .slice(0, limit);
  }
}

export const cardById = (id: string): ConceptCard | undefined => CONCEPT_CARDS.find((card) => card.id === id);
