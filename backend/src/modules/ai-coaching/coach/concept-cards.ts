import type { CoachKnowledge, CoachPassage } from './coach-knowledge.port.js';
import cards from './concept-cards.json' with { type: 'json' };

/**
 * The concepts the offline coach draws on until the knowledge base is bound to `CoachKnowledge`:
 * the books' worksheets as the product describes them (the companion's worksheet catalogue) and
 * the two matrices' approaches. Each card's keywords are what a user's message may mention.
 */
export interface ConceptCard {
  id: string;
  title: string;
  text: string;
  keywords: readonly string[];
}

/** The cards: data, kept in `concept-cards.json` next to this file. */
export const CONCEPT_CARDS: readonly ConceptCard[] = cards;

/** Character bigrams: a Japanese message has no spaces, so overlap of bigrams stands in for words. */
function bigrams(text: string): Set<string> {
  const clean = text.normalize('NFKC').toLowerCase().replace(/[\s、。！？!?「」『』（）()・,.]/g, '');
  const grams = new Set<string>();
  for (let i = 0; i < clean.length - 1; i++) grams.add(clean.slice(i, i + 2));
  return grams;
}

function score(card: ConceptCard, query: string, queryGrams: Set<string>): number {
  const normalised = query.normalize('NFKC').toLowerCase();
  let total = 0;
  for (const keyword of card.keywords) if (normalised.includes(keyword.toLowerCase())) total += 3;
  if (normalised.includes(card.title.toLowerCase())) total += 5;
  const titleGrams = bigrams(card.title);
  for (const gram of titleGrams) if (queryGrams.has(gram)) total += 1;
  return total;
}

/** `CoachKnowledge` over the concept cards above: keyword and bigram overlap, nothing read from elsewhere. */
export class ConceptCardKnowledge implements CoachKnowledge {
  constructor(private readonly cards: readonly ConceptCard[] = CONCEPT_CARDS) {}

  async find(query: string, limit: number): Promise<CoachPassage[]> {
    const grams = bigrams(query);
    return this.cards
      .map((card) => ({ id: card.id, title: card.title, snippet: card.text, score: score(card, query, grams) }))
      .filter((passage) => passage.score > 0)
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
      .slice(0, limit);
  }
}

export const cardById = (id: string): ConceptCard | undefined => CONCEPT_CARDS.find((card) => card.id === id);
