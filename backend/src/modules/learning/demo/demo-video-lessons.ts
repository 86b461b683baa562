import type { Difficulty, LearningCategory } from '../events/learning-content.events.js';
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

/** A row of the table below: id, category, difficulty, title (without 【動画】), description, tags (besides 動画), slides as [heading, lines, caption]. */
type DemoRow = readonly [string, LearningCategory, Difficulty, string, string, readonly string[], readonly (readonly [string, readonly string[], string])[]];

/** The one builder: every demo video is a one-minute lesson titled 【動画】…, tagged 動画 after its first tag. */
function demoLesson([id, category, difficulty, title, description, [firstTag, ...otherTags], slides]: DemoRow): DemoVideoLesson {
  return {
    id,
    title: `【動画】${title}`,
    description,
    durationMinutes: 1,
    difficulty,
    category,
    tags: [firstTag, '動画', ...otherTags],
    slides: slides.map(([heading, lines, caption]) => ({ heading, lines, caption })),
  };
}

const DEMO_ROWS: readonly DemoRow[] = [
  [
    'video-1on1-opening', 'one_on_one_basics', 'beginner', '1on1の最初の3分',
    '1on1の冒頭で相手にテーマを渡す一言と、沈黙の扱い方を短い動画で確認します。',
    ['1on1', '傾聴'],
    [
      ['1on1の主役はメンバー', ['進捗確認は定例でできる', '1on1は考えを整理する時間'], '1on1はメンバーが考えを整理するための時間です。'],
      ['最初の一言', ['「今日話したいことは', '何ですか」'], 'テーマは相手に決めてもらいましょう。'],
      ['沈黙は考えている時間', ['急いで埋めない', '上司が話すのは三割まで'], '沈黙を急いで埋めず、聴く量を増やします。'],
    ],
  ],
  [
    'video-1on1-closing', 'one_on_one_basics', 'beginner', '1on1の終わり方',
    '話しっぱなしで終わらせず、次の一歩を本人の言葉で決めて終える流れを学びます。',
    ['1on1', '行動'],
    [
      ['終わりの5分を残す', ['話の途中でも', '時間を区切る'], '最後の5分は次の一歩を決めるために残します。'],
      ['次の一歩は本人が決める', ['「次の1週間で', '何を試しますか」'], '何を試すかは、メンバー自身の言葉で決めてもらいます。'],
      ['記録して次回につなぐ', ['決めた一歩を記録', '次回の冒頭で振り返る'], '決めたことを記録し、次の1on1の冒頭で振り返ります。'],
    ],
  ],
  [
    'video-1on1-feedback', 'one_on_one_basics', 'intermediate', 'フィードフォワードの伝え方',
    '過去の評価ではなく、これからの行動に向けた提案として伝えるコツを確認します。',
    ['フィードフォワード', '1on1'],
    [
      ['過去より次の行動', ['「なぜできなかった」より', '「次はどう試す」'], '過去の失敗より、次に試す行動に目を向けます。'],
      ['提案は一つに絞る', ['たくさん言わない', '一番効くものを一つ'], '提案は一度に一つ、一番効きそうなものに絞ります。'],
      ['選ぶのは相手', ['提案は命令ではない', '採るかどうかは本人が決める'], '提案を採るかどうかは、相手が決めます。'],
    ],
  ],
  [
    'video-ms-matrix-reading', 'matrix_usage', 'beginner', 'MSマトリックスの読み方',
    'モチベーションとスキルの二軸でメンバーの今を捉え、関わり方を変える考え方を学びます。',
    ['MSマトリックス', '入門'],
    [
      ['二つの軸で見る', ['縦軸：モチベーション', '横軸：スキル'], 'MSマトリックスは、やる気とスキルの二つの軸でメンバーを見ます。'],
      ['位置は評価ではない', ['今どこにいるか', '関わり方を選ぶための地図'], '位置は人の評価ではなく、関わり方を選ぶための地図です。'],
      ['動きを追う', ['点より軌跡', '1on1のたびに置き直す'], '一度置いて終わりにせず、1on1のたびに置き直して軌跡を見ます。'],
    ],
  ],
  [
    'video-case-brake', 'case_studies', 'intermediate', 'ケース：ブレーキを外す',
    '成果が伸び悩む営業メンバーの「ブレーキ」を1on1で見つけて外したケースを紹介します。',
    ['事例', '営業'],
    [
      ['アクセルより先にブレーキ', ['励ましても伸びない', '止めているものは何か'], '励ますより先に、本人を止めているものを探しました。'],
      ['問いで見つける', ['「何が一番', '気が重いですか」'], '問いかけから、提案書づくりへの苦手意識が見つかりました。'],
      ['小さく外す', ['型を一緒に作る', '翌月に商談数が回復'], '提案書の型を一緒に作ると、翌月には商談数が戻りました。'],
    ],
  ],
  [
    'video-case-new-leader', 'case_studies', 'beginner', 'ケース：新任リーダーの最初の90日',
    '初めてチームを持ったリーダーが、1on1とMSマトリックスで信頼を築いた流れを追います。',
    ['事例', 'リーダー'],
    [
      ['最初の30日：聴く', ['全員と1on1', '指示より質問'], '最初の一か月は、全員との1on1で聴くことに徹しました。'],
      ['次の30日：地図を作る', ['MSマトリックスに配置', '関わり方を人ごとに変える'], '次に全員をマトリックスに置き、人ごとに関わり方を変えました。'],
      ['最後の30日：任せる', ['右上の人に任せる', 'リーダーは支援に回る'], '最後は任せられる人に任せ、リーダーは支援に回りました。'],
    ],
  ],
  [
    'video-case-remote', 'case_studies', 'advanced', 'ケース：リモートチームの1on1',
    '顔を合わせにくいリモートチームで、短い1on1を重ねて変化に早く気づいたケースです。',
    ['事例', 'リモート'],
    [
      ['短く、こまめに', ['月1回60分より', '週1回15分'], '長い面談をたまにより、短い1on1をこまめに重ねました。'],
      ['画面の外を聴く', ['「最近、仕事以外で', '気になることは」'], '画面の外の様子にも、問いかけで目を向けました。'],
      ['変化に早く気づく', ['軌跡の下向きに注目', '早めに声をかける'], 'マトリックスの軌跡が下を向いたら、早めに声をかけました。'],
    ],
  ],
];

/**
 * The demo video library: with the nine reading lessons it makes the spec's three categories
 * 6 / 4 / 6. Fixed ids, so rendering again (a restart, a second instance) adds nothing.
 */
export const DEMO_VIDEO_LESSONS: readonly DemoVideoLesson[] = DEMO_ROWS.map(demoLesson);

/** A demo course: lessons (reading and video) in study order, under a fixed id. */
export interface DemoCourse {
  id: string;
  title: string;
  description: string;
  lessonIds: readonly string[];
}

/** The demo courses, saved once every demo video is published (their lessons must exist). */
export const DEMO_COURSES: readonly DemoCourse[] = [
  {
    id: 'demo-course-1on1-first-steps',
    title: '1on1をはじめる',
    description: '1on1の目的から、始め方、終わり方、伝え方までを順に学ぶ入門コースです。',
    lessonIds: ['lesson-1on1-purpose', 'video-1on1-opening', 'video-1on1-closing', 'video-1on1-feedback'],
  },
  {
    id: 'demo-course-cases',
    title: 'ケースで学ぶチームづくり',
    description: 'MSマトリックスの読み方を確かめてから、三つの実践ケースを動画で見ていきます。',
    lessonIds: ['video-ms-matrix-reading', 'video-case-new-leader', 'video-case-brake', 'video-case-remote'],
  },
];
