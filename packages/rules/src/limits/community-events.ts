import { maxChars, maxWithMessage } from '../text-limit.js';

const MAX_PARTICIPANTS = 1000;
const URL_MAX = 2000;

/** Community events (spec part 2 §9): what a host writes, what a participant sends. */
export const COMMUNITY_EVENT_LIMITS = {
  title: { ...maxChars('タイトル', 200), required: 'タイトルは必須です' },
  sessionTitle: { ...maxChars('セッションのタイトル', 200), required: 'セッションのタイトルを入力してください' },
  description: maxChars('説明', 5000),
  participants: { min: 1, max: MAX_PARTICIPANTS, default: 100, message: `最大参加者数は1から${MAX_PARTICIPANTS}の間で指定してください` },
  tags: { max: 10, tooMany: 'タグは10個までです' },
  tag: maxChars('タグ', 30),
  materials: { max: 20, tooMany: '資料は20件までです' },
  materialName: { ...maxChars('資料名', 200), required: '資料名を入力してください' },
  materialUrl: maxWithMessage(URL_MAX, '資料のURLが長すぎます'),
  meetingUrl: maxWithMessage(URL_MAX, '会議URLが長すぎます'),
  recordingUrl: maxWithMessage(URL_MAX, '録画URLが長すぎます'),
  sessions: { max: 20, tooMany: 'セッションは20件までです' },
  feedback: maxChars('感想', 2000),
  suggestions: maxChars('提案', 2000),
  registrationNote: maxChars('主催者へのメモ', 500),
} as const;
