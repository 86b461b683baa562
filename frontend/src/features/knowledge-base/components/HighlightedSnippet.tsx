import { snippetParts } from '../lib/highlight';

/** The search's passage with the matched words marked. */
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
