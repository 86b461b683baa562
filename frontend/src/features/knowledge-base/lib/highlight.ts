import { KNOWLEDGE_SEARCH_LIMITS } from '@pivot/rules';

/** A piece of a snippet: marked when it matched the query. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

/** Cuts a snippet into plain and marked parts by the server's highlight ranges (overlaps and out-of-range parts ignored). */
export function snippetParts(snippet: string, highlights: readonly { start: number; length: number }[]): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const { start, length } of [...highlights].sort((a, b) => a.start - b.start)) {
    if (start < at || start >= snippet.length || length <= 0) continue;
    if (start > at) parts.push({ text: snippet.slice(at, start), marked: false });
    parts.push({ text: snippet.slice(start, start + length), marked: true });
    at = start + length;
  }
  if (at < snippet.length) parts.push({ text: snippet.slice(at), marked: false });
  return parts;
}

/** Letters and digits of a query after NFKC, as the server counts them for its 3-character minimum. */
export function queryLength(query: string): number {
  return [...query.normalize('NFKC')].filter((char) => /[\p{L}\p{N}ー]/u.test(char)).length;
}

/** Spec part 2 §4, §9 (`@pivot/rules`, shared with the server). */
export const MIN_QUERY_LENGTH = KNOWLEDGE_SEARCH_LIMITS.query.min;

/** The first `length` characters of a text, with an ellipsis when cut (spec part 2 §9: snippets of 100). */
export function summary(text: string, length = 100): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
