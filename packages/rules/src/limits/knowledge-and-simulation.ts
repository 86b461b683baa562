import { charsBetween, maxChars } from '../text-limit.js';

/**
 * The knowledge-base search (spec part 2 §4, §9): at least 3 letters or digits after NFKC (both
 * sides count them the same way), at most 200 characters.
 */
export const KNOWLEDGE_SEARCH_LIMITS = {
  query: charsBetween('検索語', 3, 200),
} as const;

/** A saved culture-simulation scenario. */
export const CULTURE_SIMULATION_LIMITS = {
  scenarioName: maxChars('シナリオ名', 100),
} as const;
