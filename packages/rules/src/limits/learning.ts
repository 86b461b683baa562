import { maxChars } from '../text-limit.js';

const MAX_MINUTES = 600;
const MAX_TAGS = 10;

/** Learning content (spec part 2 §6): what an administrator may publish. */
/** A course holds at most this many lessons. */
const MAX_COURSE_LESSONS = 50;

export const LEARNING_LIMITS = {
  title: { ...maxChars('タイトル', 200), required: 'タイトルは必須です' },
  description: { ...maxChars('説明', 1000), required: '説明は必須です' },
  body: maxChars('本文', 20_000),
  tags: { max: MAX_TAGS, tooMany: `タグは${MAX_TAGS}個以内で入力してください` },
  tag: { max: 30, tooLong: 'タグは1つ30文字以内で入力してください' },
  durationMinutes: { min: 1, max: MAX_MINUTES, message: `所要時間は1から${MAX_MINUTES}分の整数で入力してください` },
  /** A course's lessons (decision 0096). */
  courseLessons: { max: MAX_COURSE_LESSONS, message: `レッスンを1〜${MAX_COURSE_LESSONS}件選んでください` },
} as const;
