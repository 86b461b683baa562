import { LEARNING_LIMITS as RULES } from '@pivot/rules';
import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import { DIFFICULTIES, LEARNING_CATEGORIES, LEARNING_CONTENT_TYPES, type LearningContentEvent, type LearningContentFields } from '../events/learning-content.events.js';
import type { LearningContentCommand } from './learning-content.commands.js';
import { LearningContentExistsError, LearningContentNotFoundError, LearningValidationError } from './learning.errors.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';
import { validWebVtt } from './webvtt.js';

/** One piece of learning content. Stream `learning-content-<contentId>`. */
export const learningContentStream = streamCategory('learning-content');

export type LearningContentState = { status: 'empty' } | { status: 'published'; content: LearningContentFields };

/** The numbers of `@pivot/rules`' learning limits (shared with the client's form). */
export const LEARNING_LIMITS = {
  title: RULES.title.max,
  description: RULES.description.max,
  body: RULES.body.max,
  /** A video or thumbnail address (the server's guard only): a longer one is refused as not a valid https:// address. */
  url: 2000,
  tags: RULES.tags.max,
  tag: RULES.tag.max,
  maxMinutes: RULES.durationMinutes.max,
} as const;

const FIELDS: readonly (keyof LearningContentFields)[] = [
  'title',
  'description',
  'contentType',
  'videoUrl',
  'thumbnailUrl',
  'durationMinutes',
  'difficulty',
  'category',
  'tags',
  'body',
  'isPublic',
  'videoFile',
  'captions',
  'posterFileId',
];

function text(value: string, field: string, label: string, max: number): string {
  const trimmed = value.normalize('NFC').trim();
  if (trimmed.length === 0) throw new LearningValidationError('REQUIRED', field, `${label}は必須です`);
  if (trimmed.length > max) throw new LearningValidationError('TOO_LONG', field, `${label}は${max}文字以内で入力してください`);
  return trimmed;
}

function httpsUrl(value: string | null, field: string, label: string): string | null {
  const trimmed = value?.trim() || null;
  if (trimmed === null) return null;
  let url: URL | null = null;
  try {
    url = new URL(trimmed);
  } catch {
    url = null;
  }
  if (!url || url.protocol !== 'https:' || trimmed.length > LEARNING_LIMITS.url) {
    throw new LearningValidationError('INVALID_URL', field, `${label}は https:// で始まるURLを入力してください`);
  }
  return trimmed;
}

/** The content as stored: trimmed, tags without blanks or repeats; throws on a broken rule. */
export function validContent(content: LearningContentFields): LearningContentFields {
  if (!(LEARNING_CONTENT_TYPES as readonly string[]).includes(content.contentType)) {
    throw new LearningValidationError('INVALID_TYPE', 'contentType', '種類は video（動画）か reading（読み物）を選んでください');
  }
  if (!(DIFFICULTIES as readonly string[]).includes(content.difficulty)) {
    throw new LearningValidationError('INVALID_DIFFICULTY', 'difficulty', '難易度は beginner、intermediate、advanced のいずれかです');
  }
  if (!(LEARNING_CATEGORIES as readonly string[]).includes(content.category)) {
    throw new LearningValidationError('INVALID_CATEGORY', 'category', 'カテゴリを選んでください');
  }
  if (!Number.isInteger(content.durationMinutes) || content.durationMinutes < 1 || content.durationMinutes > LEARNING_LIMITS.maxMinutes) {
    throw new LearningValidationError('INVALID_DURATION', 'durationMinutes', `所要時間は1から${LEARNING_LIMITS.maxMinutes}分の整数で入力してください`);
  }
  const tags = [...new Set(content.tags.map((tag) => tag.normalize('NFC').trim()).filter((tag) => tag.length > 0))];
  if (tags.length > LEARNING_LIMITS.tags) throw new LearningValidationError('TOO_MANY_TAGS', 'tags', `タグは${LEARNING_LIMITS.tags}個以内で入力してください`);
  if (tags.some((tag) => tag.length > LEARNING_LIMITS.tag)) throw new LearningValidationError('TOO_LONG', 'tags', `タグは1つ${LEARNING_LIMITS.tag}文字以内で入力してください`);
  const videoUrl = httpsUrl(content.videoUrl, 'videoUrl', '動画URL');
  const body = content.body?.normalize('NFC').trim() || null;
  const videoFile = content.contentType === 'video' ? (content.videoFile ?? null) : null;
  const captions = content.contentType === 'video' && content.captions?.trim() ? validWebVtt(content.captions) : null;
  if (content.contentType === 'video' && videoUrl === null && videoFile === null) throw new LearningValidationError('VIDEO_URL_REQUIRED', 'videoUrl', '動画にはファイルのアップロードか動画URLが必要です');
  if (content.contentType === 'reading' && body === null) throw new LearningValidationError('BODY_REQUIRED', 'body', '読み物には本文が必要です');
  if (body !== null && body.length > LEARNING_LIMITS.body) throw new LearningValidationError('TOO_LONG', 'body', `本文は${LEARNING_LIMITS.body}文字以内で入力してください`);
  return {
    title: text(content.title, 'title', 'タイトル', LEARNING_LIMITS.title),
    description: text(content.description, 'description', '説明', LEARNING_LIMITS.description),
    contentType: content.contentType,
    videoUrl: content.contentType === 'video' ? videoUrl : null,
    thumbnailUrl: httpsUrl(content.thumbnailUrl, 'thumbnailUrl', 'サムネイルURL'),
    durationMinutes: content.durationMinutes,
    difficulty: content.difficulty,
    category: content.category,
    tags,
    body: content.contentType === 'reading' ? body : null,
    isPublic: content.isPublic,
    // Only when present: a lesson without them records what it did before decision 0096.
    ...(videoFile ? { videoFile } : {}),
    ...(captions ? { captions } : {}),
    // The author's own poster belongs to an uploaded video: without one it is dropped.
    posterFileId: videoFile ? (content.posterFileId ?? null) : null,
  };
}

const same = (a: LearningContentFields, b: LearningContentFields) => FIELDS.every((key) => JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null));

function decide(command: LearningContentCommand, state: LearningContentState): LearningContentEvent[] {
  switch (command.type) {
    case 'SaveLearningContent': {
      const { contentId, intent } = command.data;
      if (intent === 'create' && state.status !== 'empty') throw new LearningContentExistsError();
      if (intent === 'update' && state.status === 'empty') throw new LearningContentNotFoundError();
      const content = validContent(command.data.content);
      if (state.status === 'empty') return [{ type: 'LearningContentPublished', data: { contentId, ...content } }];
      if (same(state.content, content)) return [];
      return [{ type: 'LearningContentRevised', data: { contentId, ...content } }];
    }
    default:
      return assertNever(command.type);
  }
}

function evolve(_state: LearningContentState, event: LearningContentEvent): LearningContentState {
  switch (event.type) {
    case 'LearningContentPublished':
    case 'LearningContentRevised': {
      const d = event.data;
      const content = Object.fromEntries(FIELDS.map((key) => [key, d[key]])) as unknown as LearningContentFields;
      return { status: 'published', content };
    }
    default:
      return assertNever(event);
  }
}

export const learningContentDecider: Decider<LearningContentState, LearningContentCommand, LearningContentEvent> = {
  initialState: () => ({ status: 'empty' }),
  evolve,
  decide,
};
