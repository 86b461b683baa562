import { ForumTextError } from './forum-post.errors.js';

/** Limits of forum texts, counted in code points (an emoji is one character). */
export const FORUM_LIMITS = { title: 100, content: 5000, reply: 2000 } as const;

export const FORUM_MESSAGES = {
  titleRequired: 'タイトルは必須です',
  titleTooLong: `タイトルは${FORUM_LIMITS.title}文字以内で入力してください`,
  contentRequired: '本文を入力してください',
  contentTooLong: `本文は${FORUM_LIMITS.content}文字以内で入力してください`,
  replyRequired: '返信内容を入力してください',
  replyTooLong: `返信は${FORUM_LIMITS.reply}文字以内で入力してください`,
} as const;

/** The text as stored (trimmed); blank or over-long text is refused. */
export function forumText(text: string, max: number, required: string, tooLong: string): string {
  const trimmed = text.trim();
  if (trimmed.length === 0) throw new ForumTextError(required);
  if (Array.from(trimmed).length > max) throw new ForumTextError(tooLong);
  return trimmed;
}

/**
 * What search compares: NFKC (full-width ASCII and half-width kana folded), lower case. Japanese
 * has no spaces between words, so search is a substring match of each query term over this text.
 */
export const searchable = (text: string): string => text.normalize('NFKC').toLowerCase();

/** The terms of a search query: split on any white space (NFKC turns the ideographic space into a plain one). */
export const searchTerms = (query: string): string[] =>
  searchable(query)
    .split(/\s+/)
    .filter((term) => term.length > 0)
    .slice(0, 5);
