import { ANONYMOUS_POST_LIMITS } from '@pivot/rules';
import { AnonymousTextError } from './anonymous-post.errors.js';

/** Spec part 2 §9: the n/500 counter is a real limit. Characters are counted as code points, as the client's counter does. */
export const ANONYMOUS_TEXT_MAX = ANONYMOUS_POST_LIMITS.content.max;

export const ANONYMOUS_MESSAGES = {
  contentBlank: ANONYMOUS_POST_LIMITS.content.required,
  contentTooLong: ANONYMOUS_POST_LIMITS.content.tooLong,
  replyBlank: ANONYMOUS_POST_LIMITS.reply.required,
  replyTooLong: ANONYMOUS_POST_LIMITS.reply.tooLong,
} as const;

/** Code points, so that an emoji counts as one character on both sides. */
export const textLength = (text: string): number => Array.from(text).length;

/**
 * Text nobody can see: whitespace (U+3000 included), format characters (zero-width spaces and
 * joiners, U+2060, the BOM), other default-ignorable code points (Hangul fillers, variation
 * selectors) and the blank braille pattern. A post of only these would show as an empty card.
 */
const INVISIBLE_ONLY = /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}⠀]*$/u;

/** Whether `text` shows nothing: empty, or only invisible characters. */
export const isInvisibleText = (text: string): boolean => INVISIBLE_ONLY.test(text);

/** The text as stored (trimmed); blank, invisible-only or over-long text is refused with `messages`. */
export function anonymousText(text: string, blank: string, tooLong: string, code: string): string {
  const trimmed = text.trim();
  if (isInvisibleText(trimmed)) throw new AnonymousTextError(code, blank);
  if (textLength(trimmed) > ANONYMOUS_TEXT_MAX) throw new AnonymousTextError(code, tooLong);
  return trimmed;
}
