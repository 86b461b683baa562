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

/** The title and content normalised (NFKC, lower case), kept in `forum_posts.search_text`; search itself is `ForumSearch`'s index. */
export const searchable = (text: string): string => text.normalize('NFKC').toLowerCase();
