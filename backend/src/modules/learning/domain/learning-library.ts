import type { LearningContentFields } from '../events/learning-content.events.js';

/**
 * The seed library: reading lessons on the books' practice, written for this product, loaded by
 * `POST /api/learning-content/seed` (and by the demo seeder) so the learning screen is not empty on
 * a fresh start. Fixed ids: loading twice adds nothing. They need no external video; a video is
 * added by an admin with its own address.
 */
export interface LibraryLesson extends Omit<LearningContentFields, 'contentType' | 'videoUrl' | 'thumbnailUrl' | 'isPublic' | 'body'> {
  id: string;
  body: string;
}

export const LEARNING_LIBRARY: readonly LibraryLesson[] = [
  {
    id: 'lesson-1on1-purpose',
    title: '1on1は誰のための時間か',
    description: '1on1を「上司が確認する場」から「メンバーが考えを整理する場」に変えるための基本を学びます。',
    durationMinutes: 6,
    difficulty: 'beginner',
    category: 'one_on_one_basics',
    tags: ['1on1', '傾聴', '基本'],
    body: [
      '■ 1on1の主役はメンバー',
      '1on1は、上司が進捗を確認したり指示を伝えたりする場ではありません。メンバーが自分の考えを言葉にし、次の一歩を自分で決めるための時間です。進捗の確認は定例や日報でもできます。1on1でしかできないのは、メンバーの頭の中にあることを一緒に整理することです。',
      '■ 最初の一言を決めておく',
      '始まりに「今日話したいことは何ですか」と聞きます。テーマを相手が決めることで、時間の主役が相手に移ります。話したいことが出てこなければ、「最近うまくいったこと」「少し引っかかっていること」のどちらかを選んでもらいます。',
      '■ 話す量より聴く量',
      '上司が話す時間は全体の三割以内を目安にします。沈黙は考えている時間なので、急いで埋めないでください。',
      '■ 今日のワーク',
      '次の1on1の冒頭の一言と、終わりに確認すること（決めた一歩）をメモしておきましょう。',
    ].join('\n\n'),
  },
  {
    id: 'lesson-1on1-questions',
    title: '問いかけで考えを引き出す',
    description: '答えを渡す代わりに、相手が自分で答えにたどり着く問いの立て方を練習します。',
    durationMinutes: 8,
    difficulty: 'intermediate',
    category: 'one_on_one_basics',
    tags: ['1on1', '質問', 'コーチング'],
    body: [
      '■ 閉じた問いと開いた問い',
      '「できましたか」は、はい・いいえで終わる閉じた問いです。「どこまで進んで、どこで止まっていますか」は、相手が状況を説明する開いた問いです。1on1では開いた問いを中心にします。',
      '■ 「なぜ」より「何が」',
      '「なぜできなかったのか」は責められているように聞こえ、心のブレーキを強めます。「何があれば進められそうか」「何が一番の壁になっているか」と、事実と次の手に目を向ける問いに言い換えます。',
      '■ 氷山の下を聴く',
      '行動の話が一段落したら、「そのとき、どう感じていましたか」と水面下に一歩だけ踏み込みます。無理に深掘りせず、相手が話したい深さに合わせます。',
      '■ 今日のワーク',
      'よく使っている質問を三つ書き出し、それぞれを開いた問いに書き換えてみましょう。',
    ].join('\n\n'),
  },
  {
    id: 'lesson-1on1-record',
    title: '1on1を記録して積み重ねる',
    description: '話した内容と決めた一歩を残し、次回につなげる記録の付け方を学びます。',
    durationMinutes: 5,
    difficulty: 'beginner',
    category: 'one_on_one_basics',
    tags: ['1on1', '記録', '振り返り'],
    body: [
      '■ 記録するのは三つだけ',
      '話したテーマ、相手が気づいたこと、次までに試す一歩。この三つを残せば十分です。発言を逐一書き取ると、聴くことがおろそかになります。',
      '■ 次回の最初に振り返る',
      '次の1on1の冒頭で「前回決めた一歩はどうでしたか」と聞きます。できたかどうかより、試してみて何が分かったかを聞きます。',
      '■ このアプリでは',
      '1on1マトリックスのセッション記録に、日付、アプローチ、成果、効果を残せます。回を重ねると、信頼とマインドの位置の変化と一緒に振り返れます。',
    ].join('\n\n'),
  },
  {
    id: 'lesson-ms-matrix-intro',
    title: 'MSマトリックスで現在地を知る',
    description: 'マインドとスキルの二つの軸で、メンバー一人ひとりの現在地を描く方法を学びます。',
    durationMinutes: 7,
    difficulty: 'beginner',
    category: 'matrix_usage',
    tags: ['MSマトリックス', 'マインド', 'スキル'],
    body: [
      '■ 二つの軸',
      '横軸はスキル（できること）、縦軸はマインド（仕事への向き合い方）です。二つを分けて見ることで、「やる気がない」「力が足りない」とひとまとめにしていた見方がほどけます。',
      '■ 置くときのコツ',
      '最近一か月の具体的な行動を思い出してから置きます。印象だけで置くと、上司自身の氷山（思い込み）がそのまま位置に出てしまいます。',
      '■ 位置は評価ではない',
      'マトリックスの位置は、関わり方を選ぶための材料です。本人に見せられない置き方をしていないかを、ときどき確かめてください。',
      '■ 今日のワーク',
      'チームのメンバーを一人選び、いまの位置と、三か月後に目指す位置を置いてみましょう。',
    ].join('\n\n'),
  },
  {
    id: 'lesson-ms-matrix-approach',
    title: '位置に合わせて関わり方を変える',
    description: 'マトリックスの四つの領域ごとに、効果的な関わり方の違いを整理します。',
    durationMinutes: 9,
    difficulty: 'intermediate',
    category: 'matrix_usage',
    tags: ['MSマトリックス', '育成', '関わり方'],
    body: [
      '■ マインドが高く、スキルがこれから',
      '意欲はあるので、教える機会と小さな成功体験を用意します。任せっぱなしにせず、手本を見せてから一緒にやり、最後に一人で任せる順に進めます。',
      '■ スキルが高く、マインドが下がっている',
      '能力ではなく意味づけに課題があります。働く三つの理由のどれが満たされていないかを聴き、任せる仕事の意味や裁量を見直します。',
      '■ どちらも高い',
      '判断を任せる範囲を広げ、周りの人を育てる役割をお願いします。全員経営の担い手です。',
      '■ どちらもこれから',
      'まず信頼関係から。1on1で話を聴き、ブレーキになっていることを一緒に探します。',
    ].join('\n\n'),
  },
  {
    id: 'lesson-one-on-one-matrix',
    title: '1on1マトリックスで面談の進め方を選ぶ',
    description: '信頼関係とマインドの二軸で、メンバーごとの1on1の進め方を選ぶ練習です。',
    durationMinutes: 8,
    difficulty: 'intermediate',
    category: 'matrix_usage',
    tags: ['1on1マトリックス', '信頼', '1on1'],
    body: [
      '■ 信頼が先、助言は後',
      '信頼がまだ浅い相手に助言をしても、指示として受け取られがちです。信頼が浅い領域では、聴くことと約束を守ることに時間を使います。',
      '■ 信頼が育ったら',
      '信頼が育ち、マインドも高い相手には、挑戦を任せて振り返りを支えます。マインドが下がっている相手には、働く理由や報酬の天秤を一緒に見直します。',
      '■ 位置の変化を追う',
      'セッションを記録するたびに位置を見直すと、関係がどう育ったかが軌跡として残ります。動かない人がいたら、アプローチを変える合図です。',
    ].join('\n\n'),
  },
  {
    id: 'lesson-case-sales-brake',
    title: 'ケーススタディ：断られる怖さを越えた営業担当',
    description: '心のブレーキのワークで行動量を取り戻した営業担当の例から、上司の関わり方を考えます。',
    durationMinutes: 10,
    difficulty: 'intermediate',
    category: 'case_studies',
    tags: ['ケーススタディ', '心のブレーキ', '営業'],
    body: [
      '■ 状況',
      '入社三年目の営業担当は、商品知識もあり提案書も丁寧に作れるのに、新規の訪問件数が伸びませんでした。上司は「もっと回れ」と繰り返しましたが、変化はありませんでした。',
      '■ 水面下にあったもの',
      '1on1で氷山を一緒に描くと、「断られる＝自分が否定される」という思い込みが見えてきました。子どもの頃、失敗を強く叱られた経験ともつながっていました。',
      '■ 関わり方の変化',
      '上司は訪問件数の目標をいったん脇に置き、断られた場面を事実と解釈に分けるワークを続けました。断られたのは提案であって本人ではない、と本人が言葉にできたころから、訪問件数は少しずつ増えていきました。',
      '■ 考えてみよう',
      'あなたのチームで「行動が止まっている人」を一人思い浮かべ、その人のブレーキになっていそうなことを三つ挙げてみましょう。',
    ].join('\n\n'),
  },
  {
    id: 'lesson-case-dev-team',
    title: 'ケーススタディ：見える化で手戻りを減らした開発チーム',
    description: 'MSマトリックスと1on1を組み合わせて、チームの生産性を上げた開発チームの例です。',
    durationMinutes: 10,
    difficulty: 'advanced',
    category: 'case_studies',
    tags: ['ケーススタディ', 'MSマトリックス', 'チーム'],
    body: [
      '■ 状況',
      'ある開発チームでは手戻りが多く、締め切り前の残業が続いていました。リーダーは全員と毎週1on1をしていましたが、話す内容は進捗確認が中心でした。',
      '■ 取り組み',
      'リーダーはメンバーをMSマトリックスに置き、位置ごとに1on1のテーマを決めました。スキルがこれからの人とは設計の考え方を一緒に確認し、スキルの高い人には設計レビューの役割を任せました。',
      '■ 結果と学び',
      '手戻りの原因を早い段階で話せるようになり、半年で生産性が上がりました。マトリックスは評価ではなく、誰と何を話すかを選ぶために使われたことが鍵でした。',
      '■ 考えてみよう',
      'あなたの1on1のテーマは、メンバーの位置によって変わっていますか。',
    ].join('\n\n'),
  },
  {
    id: 'lesson-case-ownership',
    title: 'ケーススタディ：判断を任せて離職が減った職場',
    description: '全員経営の考え方で、現場に判断を少しずつ任せていった職場の例から学びます。',
    durationMinutes: 12,
    difficulty: 'advanced',
    category: 'case_studies',
    tags: ['ケーススタディ', '全員経営', '権限委譲'],
    body: [
      '■ 状況',
      'ある製造現場では、細かな判断もすべて管理職の承認が必要でした。現場の声は届きにくく、若手の離職が続いていました。',
      '■ 取り組み',
      'まずMVVをチームの言葉で書き直し、判断の拠り所をそろえました。そのうえで、段取りの変更など小さな判断から現場に任せ、月に一度の共有会で結果と学びを話し合いました。',
      '■ 結果と学び',
      '自分たちで決めたことが形になる経験が重なり、当事者意識が育ちました。任せる範囲を一度に広げず、共有の場とセットで広げたことが、失敗を責めない空気につながりました。',
      '■ 考えてみよう',
      'あなたのチームで、明日から任せられる判断を一つ挙げてみましょう。',
    ].join('\n\n'),
  },
];

/** A library lesson as the command saves it. */
export function lessonContent(lesson: LibraryLesson): LearningContentFields {
  const { id: _id, ...rest } = lesson;
  return { ...rest, contentType: 'reading', videoUrl: null, thumbnailUrl: null, isPublic: true };
}

/**
 * The characters of a library lesson read from its start to `percent` of its text, as a reading
 * report carries them (decision 0105): the demo's readers read in order.
 */
export function libraryTextReadTo(contentId: string, percent: number): [number, number][] {
  const body = LEARNING_LIBRARY.find((lesson) => lesson.id === contentId)?.body.normalize('NFC').trim() ?? '';
  const end = Math.ceil((body.length * percent) / 100);
  return end > 0 ? [[0, end]] : [];
}
