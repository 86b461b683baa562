/**
 * One thing a search found, as a searchable module answers it to the global search: what it is
 * (`kind`, named by the module), its id, its title, where it lives (`breadcrumb`, Japanese, for
 * the reader) and the text a passage is cut from. The global search cuts the passage and marks
 * the matches in it and in the title.
 */
export interface FoundItem {
  kind: string;
  id: string;
  title: string;
  breadcrumb: string[];
  text: string;
  score: number;
}

/** What a searchable module answers: its items, best first, and the parts of the query it has nowhere. */
export interface FoundItems {
  items: FoundItem[];
  unmatched: string[];
}
