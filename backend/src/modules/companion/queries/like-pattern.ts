/** `%text%` for ILIKE with the wildcards of `text` escaped; null for no filter. */
export function likePattern(text: string | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}
