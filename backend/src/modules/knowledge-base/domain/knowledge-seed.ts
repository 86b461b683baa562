import type { KnowledgeEntryContent } from '../events/knowledge-entry.events.js';

/**
 * The book data that `POST /api/knowledge-base/seed` loads: original summaries of the two books'
 * concepts, written for this product (no quotations). The ids are fixed, so loading twice adds
 * nothing, and an entry whose text changed here is revised, not duplicated. The book titles are
 * those of `frontend/src/shared/content/books.ts`; the worksheets named are the companion site's.
 */
export const PIVOT = 'ピボット';
export const OWNERSHIP = '全員経営';

export interface SeedEntry extends Omit<KnowledgeEntryContent, 'isActive' | 'aliases' | 'relatedTopics' | 'practicalApplications'> {
  id: string;
  aliases?: string[];
  relatedTopics?: string[];
  practicalApplications?: string[];
}

const P = (chapterNumber: number, chapterTitle: string) => ({ bookTitle: PIVOT, chapterNumber, chapterTitle });
const O = (chapterNumber: number, chapterTitle: string) => ({ bookTitle: OWNERSHIP, chapterNumber, chapterTitle });

const P1 = P(1, '心のブレーキとは何か');
const P2 = P(2, '氷山モデルで自分を知る');
const P3 = P(3, 'ブレーキの正体を探る');
const P4 = P(4, '影響の輪に力を注ぐ');
const P5 = P(5, '変化を力に変える');
const O1 = O(1, '全員経営とは何か');
const O2 = O(2, '働く理由と報酬');
const O3 = O(3, 'MVVでチームの軸をつくる');
const O4 = O(4, '人が育つ原則');
const O5 = O(5, '事例に学ぶ');

export const KNOWLEDGE_SEED: readonly SeedEntry[] = [
  {
    id: 'pivot-mental-brake',
    ...P1,
    sectionTitle: '心のブレーキ',
    content:
      'やりたいことがあるのに一歩が出ないとき、能力や時間が足りないのではなく、心の中でブレーキがかかっていることが多いと本書は整理しています。ブレーキは「失敗したら恥ずかしい」「断られたら傷つく」といった思い込みから生まれ、本人も気づかないうちに行動を止めています。まずはブレーキがあることに気づき、名前をつけることが変化の出発点です。',
    concepts: ['心のブレーキ', '思い込み', '行動を止めるもの'],
    keywords: ['ブレーキ', '一歩', '不安', '気づき'],
    practicalApplications: ['最近やろうとしてやめたことを一つ書き出し、止めた理由を言葉にする', '1on1で「何がブレーキになっていそうか」を一緒に探す'],
    relatedTopics: ['アクセルとブレーキ', '子どもの頃のブレーキ', '氷山モデル'],
    aliases: ['メンタルブレーキ', 'こころのぶれーき', 'mental brake'],
    contentType: 'theory',
    importance: 10,
  },
  {
    id: 'pivot-accelerator-brake',
    ...P1,
    sectionTitle: 'アクセルとブレーキ',
    content:
      '人の行動には、前に進ませるアクセル（やりたい気持ち、目標、応援してくれる人）と、止めるブレーキ（不安、過去の失敗、周りの目）の両方が同時に働いています。アクセルを強く踏むだけでは、ブレーキが利いたままなので疲れてしまいます。ブレーキを一つ緩めるほうが、少ない力で前に進めるという考え方です。ワークシート「アクセルとブレーキ」で両方を書き出します。',
    concepts: ['アクセルとブレーキ', 'ブレーキを緩める'],
    keywords: ['アクセル', 'ブレーキ', '動機', '不安'],
    practicalApplications: ['アクセルとブレーキを三つずつ書き出し、緩められそうなブレーキを一つ選ぶ', '部下が動けないときは叱咤より先にブレーキを聞く'],
    relatedTopics: ['心のブレーキ', '働く理由'],
    aliases: ['あくせる'],
    contentType: 'exercise',
    importance: 9,
  },
  {
    id: 'pivot-pivot-step',
    ...P1,
    sectionTitle: 'ピボット：軸足を残して向きを変える',
    content:
      'ピボットは、片足を軸に残したまま、もう片方の足で向きを変える動きです。これまで積み上げてきた経験や強みを捨てずに、踏み出す方向だけを変えることで、変化への怖さを小さくできます。大きな転身ではなく、軸足を確かめてから小さく一歩を試すことを勧めています。',
    concepts: ['ピボット', '軸足', '小さな一歩'],
    keywords: ['変化', '転換', '強み', '挑戦'],
    practicalApplications: ['自分の軸足（変えないもの）と、向きを変えたいことを一枚に書き分ける', '一週間で試せる小さな一歩を決める'],
    relatedTopics: ['未来の目標', '成長の果実'],
    aliases: ['ぴぼっと', 'pivot'],
    contentType: 'theory',
    importance: 8,
  },
  {
    id: 'pivot-iceberg-basic',
    ...P2,
    sectionTitle: '氷山モデルの基本',
    content:
      '人の行動や結果は、水面の上に見えている氷山の一角にすぎません。その下には、思考、感情、価値観や思い込みが大きく隠れています。行動だけを直そうとしても長続きしないのは、水面下が変わっていないからです。一つの出来事を選び、見える部分から順に水面の下へ掘り下げていきます。',
    concepts: ['氷山モデル', '水面下', '行動・思考・感情・価値観'],
    keywords: ['氷山', '行動', '思考', '感情', '価値観', '思い込み'],
    practicalApplications: ['最近の出来事を一つ選び、行動・思考・感情・価値観を一行ずつ書く', '相手の行動を責める前に、その下にある思いを想像する'],
    relatedTopics: ['氷山の大きさ', '氷山の形', '心のブレーキ'],
    aliases: ['ひょうざんもでる', '氷山理論', 'iceberg'],
    contentType: 'theory',
    importance: 10,
  },
  {
    id: 'pivot-iceberg-size',
    ...P2,
    sectionTitle: '氷山の大きさは人それぞれ',
    content:
      '同じ行動をしていても、それを支える水面下の氷山の大きさは人によって違います。経験、育った環境、大切にしてきたものが違うからです。自分と相手の氷山を並べてみると、「なぜあの人はああするのか」が責める対象ではなく理解する対象に変わります。',
    concepts: ['氷山の大きさ', '他者理解'],
    keywords: ['氷山', '違い', '経験', '背景', '理解'],
    practicalApplications: ['自分と相手の氷山を並べて描き、水面下の違いを三つ挙げる'],
    relatedTopics: ['氷山モデルの基本', '視点を変える'],
    contentType: 'exercise',
    importance: 7,
  },
  {
    id: 'pivot-iceberg-shape',
    ...P2,
    sectionTitle: '氷山の形を知る',
    content:
      '思考・感情・価値観のどの層が大きく、どの層が小さいかで、その人らしさの「形」が見えてきます。考えてから動く人、気持ちが先に動く人、こだわりの強い人。形に良し悪しはなく、自分の形を知ることで、ブレーキがかかりやすい場面を先回りして見つけられます。',
    concepts: ['氷山の形', '自己理解'],
    keywords: ['氷山', '思考', '感情', '価値観', '自分らしさ'],
    practicalApplications: ['層ごとの大きさに印をつけ、自分の氷山の形を描く'],
    relatedTopics: ['氷山モデルの基本', '氷山の成長'],
    contentType: 'exercise',
    importance: 6,
  },
  {
    id: 'pivot-iceberg-layers',
    ...P2,
    sectionTitle: '行動を変えたいときは水面下から',
    content:
      '行動を変えたいときは、その行動を生んでいる思考と価値観に目を向けます。「いまの自分」と「ありたい自分」を層ごとに左右に書き分けると、どの思い込みを書き換えれば行動が自然に変わるかが見えてきます。行動目標だけを立てるより、水面下の一行を変えるほうが続きます。',
    concepts: ['氷山モデル', '行動変容', 'ありたい姿'],
    keywords: ['行動', '思考', '価値観', '習慣', '変える'],
    practicalApplications: ['「いま」と「ありたい姿」を行動・思考・価値観の三層で書き分ける'],
    relatedTopics: ['氷山モデルの基本', '成長の果実'],
    contentType: 'practice',
    importance: 7,
  },
  {
    id: 'pivot-iceberg-growth',
    ...P2,
    sectionTitle: '氷山を育てる',
    content:
      '氷山は固定されたものではなく、経験を重ねることで水面下が育っていきます。三か月前、いま、三か月後の氷山を並べると、自分の成長が目に見える形になります。成長を実感できると、次の挑戦へのブレーキも弱まります。',
    concepts: ['氷山の成長', '成長の実感'],
    keywords: ['氷山', '成長', '記録', '振り返り'],
    practicalApplications: ['三か月ごとに自分の氷山を描き直し、育った層に印をつける'],
    relatedTopics: ['氷山の形を知る', '未来の目標'],
    contentType: 'exercise',
    importance: 6,
  },
  {
    id: 'pivot-child-brake',
    ...P3,
    sectionTitle: '子どもの頃のブレーキ',
    content:
      '「目立つな」「失敗するな」「わがままを言うな」など、子どもの頃に言われた言葉や経験が、大人になってもブレーキとして働いていることがあります。当時の自分を守るために役立っていた考え方が、いまの自分には合わなくなっているのです。そのブレーキを見つけたら、いまの自分の言葉で書き換えます。',
    concepts: ['子どもの頃のブレーキ', '書き換え'],
    keywords: ['子ども', '幼少期', '親', '言葉', '思い込み', 'ブレーキ'],
    practicalApplications: ['子どもの頃によく言われた言葉を書き出し、いまの自分ならどう言い換えるかを書く'],
    relatedTopics: ['心のブレーキ', '氷山モデルの基本'],
    aliases: ['こどものころのぶれーき'],
    contentType: 'exercise',
    importance: 8,
  },
  {
    id: 'pivot-fact-interpretation',
    ...P3,
    sectionTitle: '事実と解釈を分けて悩みを減らす',
    content:
      '悩みの多くは、起きた事実そのものより、それをどう受け取ったかという解釈から生まれます。悩みを紙に書き出し、「事実」と「解釈」に分けるだけで、頭の中で大きくなっていた不安が小さくなります。最後に、事実に対して自分ができる次の一歩を一つ決めます。',
    concepts: ['事実と解釈', '悩みを減らす'],
    keywords: ['悩み', '不安', '事実', '解釈', '書き出す'],
    practicalApplications: ['悩みを三つ書き、それぞれ事実と解釈に線を引いて分ける', '部下の相談では、まず事実を一緒に確かめる'],
    relatedTopics: ['影響の輪', '視点を変える'],
    aliases: ['なやみ'],
    contentType: 'practice',
    importance: 8,
  },
  {
    id: 'pivot-fear-of-rejection',
    ...P3,
    sectionTitle: '断られる怖さと向き合う',
    content:
      '営業や提案の場面で一歩が出ないとき、その奥には「断られる＝自分が否定される」という思い込みが隠れていることがあります。断られるのは提案であって人格ではないと切り分けると、行動の量を増やせます。特設ページの実践事例では、営業職の読者がこのワークで訪問件数を増やしました。',
    concepts: ['断られる怖さ', '拒絶への不安'],
    keywords: ['営業', '提案', '断られる', '怖さ', '訪問'],
    practicalApplications: ['断られたときに頭に浮かぶ言葉を書き、事実と解釈に分ける'],
    relatedTopics: ['心のブレーキ', '事実と解釈を分けて悩みを減らす'],
    contentType: 'case_study',
    importance: 6,
  },
  {
    id: 'pivot-circle-of-influence',
    ...P4,
    sectionTitle: '影響の輪と関心の輪',
    content:
      '気になっていることを、自分が変えられること（影響の輪）と、気にはなるが変えられないこと（関心の輪）に分けます。変えられないことに力を注ぐほど無力感が強まり、ブレーキも強くなります。内側の影響の輪に力を注ぎ続けると、輪そのものが少しずつ広がっていきます。',
    concepts: ['影響の輪', '関心の輪', '主体性'],
    keywords: ['影響', '関心', '変えられること', 'コントロール'],
    practicalApplications: ['気になっていることを十個書き、変えられるものと変えられないものに分ける', '会議で「私たちが変えられることは何か」と問いかける'],
    relatedTopics: ['事実と解釈を分けて悩みを減らす', '当事者意識'],
    aliases: ['えいきょうのわ', 'かんしんのわ'],
    contentType: 'theory',
    importance: 9,
  },
  {
    id: 'pivot-perspective',
    ...P4,
    sectionTitle: '視点を変える',
    content:
      '一つの出来事を、自分、相手、上司、お客様、十年後の自分という五つの視点から眺め直します。見え方が変わると、打ち手の数も増えます。行き詰まったときほど、一つの視点に閉じこもっていないかを確かめます。',
    concepts: ['視点の切り替え', '多面的な見方'],
    keywords: ['視点', '相手', 'お客様', '十年後', '見方'],
    practicalApplications: ['困っている出来事を五つの視点から一行ずつ書き直す'],
    relatedTopics: ['氷山の大きさは人それぞれ', '影響の輪と関心の輪'],
    aliases: ['してん'],
    contentType: 'exercise',
    importance: 6,
  },
  {
    id: 'pivot-future-goals',
    ...P5,
    sectionTitle: '未来から逆算する目標',
    content:
      '一年後、三年後、五年後のありたい姿を描き、そこから逆算していま取り組むことを決めます。遠い目標だけでは動けず、目の前の作業だけでは方向を見失います。未来の姿と今週の一歩をつなげることで、アクセルが自然に踏めるようになります。',
    concepts: ['未来の目標', '逆算', 'ありたい姿'],
    keywords: ['目標', '未来', '一年後', '五年後', '計画'],
    practicalApplications: ['一年後・三年後・五年後の姿を書き、今週やることを一つ決める'],
    relatedTopics: ['ピボット：軸足を残して向きを変える', 'アクセルとブレーキ'],
    aliases: ['もくひょう'],
    contentType: 'exercise',
    importance: 7,
  },
  {
    id: 'pivot-growth-fruits',
    ...P5,
    sectionTitle: '成長の果実',
    content:
      '成長を一本の木にたとえ、根（価値観）、幹（習慣）、枝（行動）、果実（成果）の順に描きます。果実だけを急いで求めても、根と幹が育っていなければ実はなりません。成果が出ないときは、どの部分が細いのかを見直します。',
    concepts: ['成長の果実', '根・幹・枝・果実'],
    keywords: ['成長', '木', '習慣', '成果', '価値観'],
    practicalApplications: ['自分の木を描き、いま一番細い部分を太くする習慣を一つ決める'],
    relatedTopics: ['氷山を育てる', '成長の原則'],
    aliases: ['せいちょうのかじつ'],
    contentType: 'exercise',
    importance: 6,
  },
  {
    id: 'ownership-what',
    ...O1,
    sectionTitle: '全員経営と当事者意識',
    content:
      '全員経営とは、経営者や管理職だけでなく、メンバー一人ひとりが自分の仕事をオーナーとして考え、判断し、動く組織のあり方です。指示を待つのではなく「自分ならどうするか」を考える当事者意識が土台になります。そのために、判断を任せる範囲と情報を現場に広げることが必要です。',
    concepts: ['全員経営', '当事者意識', 'オーナーシップ'],
    keywords: ['経営', '当事者', '主体性', '判断', '任せる'],
    practicalApplications: ['自分のチームで、メンバーに任せられる判断を三つ挙げる', '数字や方針の背景を定例で共有する'],
    relatedTopics: ['山登りチーム', 'MVV', '影響の輪と関心の輪'],
    aliases: ['とうじしゃいしき', 'ぜんいんけいえい', 'ownership'],
    contentType: 'theory',
    importance: 10,
  },
  {
    id: 'ownership-climbing-team',
    ...O1,
    sectionTitle: '山登りチーム',
    content:
      'チームを山に登るパーティーに見立てます。頂上（目標）、いまいる場所、メンバーそれぞれの役割と装備を書き出すと、全員が同じ山を見ているか、誰がどの荷物を背負っているかが見えてきます。頂上が共有されていなければ、一人ひとりが頑張るほどばらばらの方向に進んでしまいます。',
    concepts: ['山登りチーム', '目標の共有', '役割'],
    keywords: ['山', '頂上', '目標', '役割', 'チーム'],
    practicalApplications: ['チームの頂上を一文で書き、メンバーに同じ問いを投げて答えを比べる'],
    relatedTopics: ['全員経営と当事者意識', 'MVV'],
    aliases: ['やまのぼり'],
    contentType: 'exercise',
    importance: 7,
  },
  {
    id: 'ownership-team-comparison',
    ...O1,
    sectionTitle: 'うまくいくチームと苦しむチーム',
    content:
      'うまくいっているチームと苦しんでいるチームを、目標の共有、情報の流れ、任せ方、失敗の扱い方といった観点で並べて比べます。違いは個人の能力より、仕組みと関わり方にあることが多いと気づけます。違いが見えたら、明日から変えられることを一つ選びます。',
    concepts: ['チーム比較', '仕組み'],
    keywords: ['チーム', '比較', '情報共有', '失敗'],
    practicalApplications: ['二つのチームを観点ごとに比べ、明日変えることを一つ決める'],
    relatedTopics: ['山登りチーム', '成長の原則'],
    contentType: 'exercise',
    importance: 6,
  },
  {
    id: 'ownership-three-reasons',
    ...O2,
    sectionTitle: '働く3つの理由',
    content:
      '人が働く理由は、生活のため、成長のため、誰かのための三つに整理できます。どれか一つだけでは長く走れず、三つのバランスが取れているときに人は前向きに働けます。メンバーごとに重みが違うので、関わり方もそれに合わせて変えます。',
    concepts: ['働く3つの理由', '生活・成長・貢献'],
    keywords: ['働く理由', '生活', '成長', '貢献', 'モチベーション', 'やる気'],
    practicalApplications: ['三つの理由それぞれについて、いまの自分の答えを書く', '1on1でメンバーの「働く理由」を聞き、任せる仕事を選ぶ'],
    relatedTopics: ['働く理由を見つける', '報酬の種類'],
    aliases: ['はたらくりゆう', '働く三つの理由', '働く理由'],
    contentType: 'theory',
    importance: 9,
  },
  {
    id: 'ownership-find-reasons',
    ...O2,
    sectionTitle: '働く理由を見つける',
    content:
      'なぜ働くのかを思いつくだけ書き出し、自分にとっての重みで並べ替えます。一番上に来た理由が、その人を動かすエンジンです。管理職が自分のエンジンを知っておくと、メンバーのエンジンが自分と違うことにも気づきやすくなります。',
    concepts: ['働く理由', 'エンジン'],
    keywords: ['理由', '動機', '優先順位', 'やりがい'],
    practicalApplications: ['働く理由を十個書き、上位三つに丸をつける'],
    relatedTopics: ['働く3つの理由', 'アクセルとブレーキ'],
    contentType: 'exercise',
    importance: 6,
  },
  {
    id: 'ownership-rewards-scale',
    ...O2,
    sectionTitle: '報酬の天秤',
    content:
      '仕事から得ているもの（報酬）と、差し出しているもの（時間、労力、気づかい）を天秤の左右に書き、釣り合いを確かめます。傾きが大きいままだと、やる気は少しずつ削られていきます。釣り合いを戻す方法は、負担を減らすことだけではなく、得ているものに気づくことでもあります。',
    concepts: ['報酬の天秤', '負担と報酬'],
    keywords: ['報酬', '負担', '天秤', 'バランス', 'やる気'],
    practicalApplications: ['天秤の左右に五つずつ書き、傾きを直す一手を考える'],
    relatedTopics: ['報酬の種類', '働く3つの理由'],
    aliases: ['ほうしゅう'],
    contentType: 'exercise',
    importance: 6,
  },
  {
    id: 'ownership-rewards-types',
    ...O2,
    sectionTitle: '報酬はお金だけではない',
    content:
      '報酬には、金銭のほかに、成長、仲間、やりがい、承認があります。お金で応えられないときでも、成長の機会や感謝の言葉で応えることはできます。メンバーがいまどの報酬を求めているかを知ると、声のかけ方が変わります。',
    concepts: ['報酬の種類', '承認', '非金銭報酬'],
    keywords: ['報酬', 'お金', '承認', '仲間', 'やりがい', '感謝'],
    practicalApplications: ['五つの報酬について、いま得ているものと欲しいものを書き分ける', '週に一度、具体的な行動を挙げて感謝を伝える'],
    relatedTopics: ['報酬の天秤', '働く3つの理由'],
    contentType: 'theory',
    importance: 7,
  },
  {
    id: 'ownership-mvv',
    ...O3,
    sectionTitle: 'MVV（ミッション・ビジョン・バリュー）',
    content:
      '何のために存在するのか（ミッション）、どこを目指すのか（ビジョン）、何を大切にするのか（バリュー）を、チーム自身の言葉で書き出します。借り物の言葉では判断の拠り所になりません。全員経営では、MVVがあるからこそ、細かな指示がなくても一人ひとりが同じ方向に判断できます。',
    concepts: ['MVV', 'ミッション', 'ビジョン', 'バリュー'],
    keywords: ['理念', '使命', '目指す姿', '価値観', '判断基準'],
    practicalApplications: ['チームでMVVを一文ずつ書き、迷った判断をバリューに照らして振り返る'],
    relatedTopics: ['全員経営と当事者意識', '三方よし'],
    aliases: ['えむぶいぶい', 'ミッションビジョンバリュー', 'mission vision value'],
    contentType: 'theory',
    importance: 9,
  },
  {
    id: 'ownership-sanpo-yoshi',
    ...O3,
    sectionTitle: '三方よし',
    content:
      '自分よし・相手よし・世間よし。取り組みたいことが、自分、相手（お客様や同僚）、社会のそれぞれにどんな良さを生むかを書き、三つが重なるところを探します。誰かの我慢の上に成り立つ仕事は長続きしません。',
    concepts: ['三方よし', '自分よし・相手よし・世間よし'],
    keywords: ['三方', '顧客', '社会', '貢献', 'win-win'],
    practicalApplications: ['いまの取り組みを三者の視点で書き、欠けている「よし」を補う'],
    relatedTopics: ['MVV（ミッション・ビジョン・バリュー）', '視点を変える'],
    aliases: ['さんぽうよし', '三方良し'],
    contentType: 'exercise',
    importance: 7,
  },
  {
    id: 'ownership-growth-principles',
    ...O4,
    sectionTitle: '成長の原則',
    content:
      '人が育つには、本人が目指す姿を持っていること、少し背伸びした挑戦の機会、振り返りの時間、そして見守り支える関係が欠かせません。任せっぱなしでも、手を出しすぎても人は育ちません。原則ごとに、自分のチームでできていることとできていないことを振り返ります。',
    concepts: ['成長の原則', '挑戦と振り返り', '見守る'],
    keywords: ['成長', '育成', '挑戦', '振り返り', '支援'],
    practicalApplications: ['原則ごとにチームの現状を○△×で評価し、×を一つ減らす'],
    relatedTopics: ['MSマトリックス', '1on1の進め方'],
    aliases: ['せいちょうのげんそく', '育成の原則'],
    contentType: 'theory',
    importance: 9,
  },
  {
    id: 'ownership-ms-matrix',
    ...O4,
    sectionTitle: 'MSマトリックス（マインドとスキル）',
    content:
      '縦軸にマインド（仕事への向き合い方）、横軸にスキル（できること）をとった地図の上に、メンバーのいまの位置と目指す位置を書き込みます。マインドが高くスキルが低い人には教える機会を、スキルが高くマインドが低い人には意味づけと任せ方の工夫を、というように位置によって関わり方を変えます。このアプリのMSマトリックスはこの地図を画面にしたものです。',
    concepts: ['MSマトリックス', 'マインド', 'スキル', '成長マップ'],
    keywords: ['マトリックス', 'マインド', 'スキル', '育成', '位置'],
    practicalApplications: ['メンバー全員をマトリックスに置き、三か月後に目指す位置を一緒に決める'],
    relatedTopics: ['成長の原則', '1on1マトリックス'],
    aliases: ['MS matrix', 'まいんどとすきる', 'マインドスキルマトリックス'],
    contentType: 'practice',
    importance: 9,
  },
  {
    id: 'ownership-one-on-one-matrix',
    ...O4,
    sectionTitle: '1on1マトリックス（信頼とマインド）',
    content:
      '1on1マトリックスは、横軸に上司との信頼関係、縦軸にマインドをとり、メンバーごとに1on1の進め方を選ぶための地図です。信頼がまだ浅い相手には、まず話を聴いて関係をつくることから始めます。信頼もマインドも高い相手には、挑戦を任せて振り返りを支える関わり方に移ります。',
    concepts: ['1on1マトリックス', '信頼関係', 'マインド'],
    keywords: ['1on1', '信頼', '面談', '傾聴', '関わり方'],
    practicalApplications: ['メンバーを信頼とマインドで置き、次の1on1のテーマを位置に合わせて選ぶ'],
    relatedTopics: ['MSマトリックス（マインドとスキル）', '1on1の進め方'],
    aliases: ['ワンオンワン', 'one on one', '1対1面談'],
    contentType: 'practice',
    importance: 9,
  },
  {
    id: 'ownership-one-on-one-practice',
    ...O4,
    sectionTitle: '1on1の進め方',
    content:
      '1on1は上司が指示や評価を伝える場ではなく、メンバーが自分の考えを話し、次の一歩を自分で決める場です。上司は話す量より聴く量を多くし、結論を急がず問いを投げかけます。話した内容と決めた一歩を記録し、次の1on1で振り返ることで、対話が積み重なっていきます。',
    concepts: ['1on1', '傾聴', '問いかけ'],
    keywords: ['1on1', '面談', '聴く', '質問', '記録', '振り返り'],
    practicalApplications: ['1on1の最初に「今日話したいことは何ですか」と聞く', '決めた一歩を記録し、次回の冒頭で振り返る'],
    relatedTopics: ['1on1マトリックス（信頼とマインド）', '成長の原則'],
    aliases: ['ワンオンワン', '面談の進め方'],
    contentType: 'practice',
    importance: 8,
  },
  {
    id: 'ownership-music-circle',
    ...O5,
    sectionTitle: '音楽サークルの事例',
    content:
      'ばらばらだった音楽サークルが、一つの演奏会に向けてまとまっていく過程を題材に、メンバーの関わり方の変化を円の上に配置して考えます。中心で引っ張る人、周りで支える人、外側で様子を見る人がどう動いたかを追うと、自分のチームでも誰に何を頼めばよいかが見えてきます。',
    concepts: ['音楽サークル', '関わり方の円', 'チームビルディング'],
    keywords: ['サークル', '演奏会', 'まとまる', '関わり方'],
    practicalApplications: ['自分のチームのメンバーを円の上に置き、外側の人を一歩内側に招く方法を考える'],
    relatedTopics: ['山登りチーム', 'うまくいくチームと苦しむチーム'],
    contentType: 'case_study',
    importance: 5,
  },
  {
    id: 'ownership-case-it-team',
    ...O5,
    sectionTitle: '事例：開発チームの1on1と見える化',
    content:
      'あるIT企業の開発チームは、MSマトリックスで一人ひとりの状態を共有し、1on1で話すテーマを位置に合わせて絞りました。手戻りの原因を話し合う時間が増え、半年で生産性が上がったと報告されています。見える化は評価のためではなく、関わり方を選ぶための材料として使われました。',
    concepts: ['見える化', '1on1', 'MSマトリックス'],
    keywords: ['IT企業', '開発チーム', '生産性', '手戻り', '事例'],
    practicalApplications: ['マトリックスの位置ごとに1on1のテーマを一つずつ決めておく'],
    relatedTopics: ['MSマトリックス（マインドとスキル）', '1on1の進め方'],
    contentType: 'case_study',
    importance: 6,
  },
  {
    id: 'ownership-case-delegation',
    ...O5,
    sectionTitle: '事例：判断を現場に任せる',
    content:
      'ある製造業の職場では、全員経営の考え方で現場に判断を任せる範囲を少しずつ広げ、月に一度の共有会で結果と学びを話し合いました。自分たちで決めたことが形になる経験が重なり、離職が減ったと報告されています。任せる範囲は一度に広げず、共有の場とセットで広げるのが要点です。',
    concepts: ['権限委譲', '共有会', '全員経営'],
    keywords: ['製造業', '任せる', '離職', '共有', '事例'],
    practicalApplications: ['任せる判断を一つ決め、結果を共有する場を月に一度設ける'],
    relatedTopics: ['全員経営と当事者意識', 'うまくいくチームと苦しむチーム'],
    aliases: ['権限移譲', 'まかせる'],
    contentType: 'case_study',
    importance: 7,
  },
  {
    id: 'ownership-psychological-safety',
    ...O5,
    sectionTitle: '失敗を話せるチーム',
    content:
      '当事者として動くほど、失敗も増えます。失敗を隠すチームでは同じ失敗が繰り返され、挑戦する人がいなくなります。失敗を責めるのではなく「何が分かったか」を話し合う習慣が、メンバーのブレーキを緩め、全員経営を支えます。',
    concepts: ['失敗から学ぶ', '安心して話せる場'],
    keywords: ['失敗', '挑戦', '責めない', '学び', '心理的安全性'],
    practicalApplications: ['定例で「今週の失敗と分かったこと」を一人一つ話す時間をつくる'],
    relatedTopics: ['心のブレーキ', '全員経営と当事者意識'],
    aliases: ['しっぱい'],
    contentType: 'practice',
    importance: 7,
  },
];

/** A seed entry as the command saves it. */
export function seedContent(entry: SeedEntry): KnowledgeEntryContent {
  const { id: _id, ...rest } = entry;
  return {
    ...rest,
    aliases: entry.aliases ?? [],
    relatedTopics: entry.relatedTopics ?? [],
    practicalApplications: entry.practicalApplications ?? [],
    isActive: true,
  };
}
