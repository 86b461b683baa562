import { charsBetween, maxChars } from '../text-limit.js';
import { SEARCH_QUERY_RULES } from './search.js';

/**
 * The knowledge-base search (spec part 2 §4, §9): at least 3 letters or digits after NFKC, or 2
 * when the query is Japanese (decision 0086, `isSearchableQuery`), at most 200 characters.
 */
export const KNOWLEDGE_SEARCH_LIMITS = {
  query: { ...charsBetween('検索語', 3, 200), tooShort: SEARCH_QUERY_RULES.tooShort },
} as const;

/** A saved culture-simulation scenario. */
export const CULTURE_SIMULATION_LIMITS = {
  scenarioName: maxChars('シナリオ名', 100),
} as const;
