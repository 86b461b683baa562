import { FORUM_LIMITS as RULES } from '@pivot/rules';
import { ForumTextError } from './forum-post.errors.js';

/** Limits of forum texts, counted in code points (an emoji is one character); shared with the client. */
export const FORUM_LIMITS = { title: RULES.title.max, content: RULES.content.max, reply: RULES.reply.max } as const;

export const FORUM_MESSAGES = {
  titleRequired: RULES.title.required,
  titleTooLong: RULES.title.tooLong,
  contentRequired: RULES.content.required,
  contentTooLong: RULES.content.tooLong,
  replyRequired: RULES.reply.required,
  replyTooLong: RULES.reply.tooLong,
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
