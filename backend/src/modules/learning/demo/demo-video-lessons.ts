import type { LibraryLesson } from '../domain/learning-library.js';

/** One slide of a demo video: its heading, up to three short lines, and the caption spoken over it. */
export interface DemoSlide {
  heading: string;
  lines: readonly string[];
  caption: string;
}

/** A lesson of the demo video library: rendered with ffmpeg at first start (decision 0096), nothing downloaded. */
export interface DemoVideoLesson extends Omit<LibraryLesson, 'body'> {
  slides: readonly DemoSlide[];
}

/** Seconds each slide stays on screen. */
export const SLIDE_SECONDS = 8;

/**
 * The demo video library: with the nine reading lessons it makes the spec's three categories
 * 6 / 4 / 6. Fixed ids, so rendering again (a restart, a second instance) adds nothing.
 */
export const DEMO_VIDEO_LESSONS: readonly DemoVideoLesson[] = [
  {
    id: 'video-1on1-opening',
    title: '【動画】1on1の最初の3分',
    description: '1on1の冒頭で相手にテーマを渡す一言と、沈黙の扱い方を短い動画で確認します。',
    durationMinutes: 1,
    difficulty: 'beginner',
    category: 'one_on_one_basics',
    tags: ['1on1', '動画', '傾聴'],
    slides: [
      { heading: '1on1の主役はメンバー', lines: ['進捗確認は定例でできる', '1on1は考えを整理する時間'], caption: '1on1はメンバーが考えを整理するための時間です。' },
      { heading: '最初の一言', lines: ['「今日話したいことは', '何ですか」'], caption: 'テーマは相手に決めてもらいましょう。' },
      { heading: '沈黙は考えている時間', lines: ['急いで埋めない', '上司が話すのは三割まで'], caption: '沈黙を急いで埋めず、聴く量を増やします。' },
    ],
  },
  {
    id: 'video-1on1-closing',
    title: '【動画】1on1の終わり方',
    description: '話しっぱなしで終わらせず、次の一歩を本人の言葉で決めて終える流れを学びます。',
    durationMinutes: 1,
    difficulty: 'beginner',
    category: 'one_on_one_basics',
    tags: ['1on1', '動画', '行動'],
    slides: [
      { heading: '終わりの5分を残す', lines: ['話の途中でも', '時間を区切る'], caption: '最後の5分は次の一歩を決めるために残します。' },
      { heading: '次の一歩は本人が決める', lines: ['「次の1週間で', '何を試しますか」'], caption: '何を試すかは、メンバー自身の言葉で決めてもらいます。' },
      { heading: '記録して次回につなぐ', lines: ['決めた一歩を記録', '次回の冒頭で振り返る'], caption: '決めたことを記録し、次の1on1の冒頭で振り返ります。' },
    ],
  },
  {
    id: 'video-1on1-feedback',
    title: '【動画】フィードフォワードの伝え方',
    description: '過去の評価ではなく、これからの行動に向けた提案として伝えるコツを確認します。',
    durationMinutes: 1,
    difficulty: 'intermediate',
    category: 'one_on_one_basics',
    tags: ['フィードフォワード', '動画', '1on1'],
    slides: [
      { heading: '過去より次の行動', lines: ['「なぜできなかった」より', '「次はどう試す」'], caption: '過去の失敗より、次に試す行動に目を向けます。' },
      { heading: '提案は一つに絞る', lines: ['たくさん言わない', '一番効くものを一つ'], caption: '提案は一度に一つ、一番効きそうなものに絞ります。' },
      { heading: '選ぶのは相手', lines: ['提案は命令ではない', '採るかどうかは本人が決める'], caption: '提案を採るかどうかは、相手が決めます。' },
    ],
  },
  {
    id: 'video-ms-matrix-reading',
    title: '【動画】MSマトリックスの読み方',
    description: 'モチベーションとスキルの二軸でメンバーの今を捉え、関わり方を変える考え方を学びます。',
    durationMinutes: 1,
    difficulty: 'beginner',
    category: 'matrix_usage',
    tags: ['MSマトリックス', '動画', '入門'],
    slides: [
      { heading: '二つの軸で見る', lines: ['縦軸：モチベーション', '横軸：スキル'], caption: 'MSマトリックスは、やる気とスキルの二つの軸でメンバーを見ます。' },
      { heading: '位置は評価ではない', lines: ['今どこにいるか', '関わり方を選ぶための地図'], caption: '位置は人の評価ではなく、関わり方を選ぶための地図です。' },
      { heading: '動きを追う', lines: ['点より軌跡', '1on1のたびに置き直す'], caption: '一度置いて終わりにせず、1on1のたびに置き直して軌跡を見ます。' },
    ],
  },
  {
    id: 'video-case-brake',
    title: '【動画】ケース：ブレーキを外す',
    description: '成果が伸び悩む営業メンバーの「ブレーキ」を1on1で見つけて外したケースを紹介します。',
    durationMinutes: 1,
    difficulty: 'intermediate',
    category: 'case_studies',
    tags: ['事例', '動画', '営業'],
    slides: [
      { heading: 'アクセルより先にブレーキ', lines: ['励ましても伸びない', '止めているものは何か'], caption: '励ますより先に、本人を止めているものを探しました。' },
      { heading: '問いで見つける', lines: ['「何が一番', '気が重いですか」'], caption: '問いかけから、提案書づくりへの苦手意識が見つかりました。' },
      { heading: '小さく外す', lines: ['型を一緒に作る', '翌月に商談数が回復'], caption: '提案書の型を一緒に作ると、翌月には商談数が戻りました。' },
    ],
  },
  {
    id: 'video-case-new-leader',
    title: '【動画】ケース：新任リーダーの最初の90日',
    description: '初めてチームを持ったリーダーが、1on1とMSマトリックスで信頼を築いた流れを追います。',
    durationMinutes: 1,
    difficulty: 'beginner',
    category: 'case_studies',
    tags: ['事例', '動画', 'リーダー'],
    slides: [
      { heading: '最初の30日：聴く', lines: ['全員と1on1', '指示より質問'], caption: '最初の一か月は、全員との1on1で聴くことに徹しました。' },
      { heading: '次の30日：地図を作る', lines: ['MSマトリックスに配置', '関わり方を人ごとに変える'], caption: '次に全員をマトリックスに置き、人ごとに関わり方を変えました。' },
      { heading: '最後の30日：任せる', lines: ['右上の人に任せる', 'リーダーは支援に回る'], caption: '最後は任せられる人に任せ、リーダーは支援に回りました。' },
    ],
  },
  {
    id: 'video-case-remote',
    title: '【動画】ケース：リモートチームの1on1',
    description: '顔を合わせにくいリモートチームで、短い1on1を重ねて変化に早く気づいたケースです。',
    durationMinutes: 1,
    difficulty: 'advanced',
    category: 'case_studies',
    tags: ['事例', '動画', 'リモート'],
    slides: [
      { heading: '短く、こまめに', lines: ['月1回60分より', '週1回15分'], caption: '長い面談をたまにより、短い1on1をこまめに重ねました。' },
      { heading: '画面の外を聴く', lines: ['「最近、仕事以外で', '気になることは」'], caption: '画面の外の様子にも、問いかけで目を向けました。' },
      { heading: '変化に早く気づく', lines: ['軌跡の下向きに注目', '早めに声をかける'], caption: 'マトリックスの軌跡が下を向いたら、早めに声をかけました。' },
    ],
  },
];
