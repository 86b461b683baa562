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

/** A search's passage (or title) with the matched words marked (the server's highlight ranges). */
export function HighlightedSnippet({ snippet, highlights }: { snippet: string; highlights: readonly { start: number; length: number }[] }) {
  return (
    <>
      {snippetParts(snippet, highlights).map((part, i) =>
        part.marked ? (
          <mark key={i} style={{ background: 'var(--brand-accent-soft)', color: 'inherit', padding: 0, fontWeight: 600 }}>
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
