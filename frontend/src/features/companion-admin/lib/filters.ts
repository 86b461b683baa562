/** The query parameters of a filter: only the fields that are set (for the list call and its CSV export alike). */
export function filterParams(filter: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''),
  );
}

