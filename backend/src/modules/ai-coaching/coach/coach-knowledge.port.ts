/**
 * What the coach needs from the knowledge it grounds its answers in: the passages that fit a
 * message, best first. Deliberately small, so that the knowledge base's reader binds to it with
 * a one-file adapter (docs/modules/ai-coaching.md).
 */
export interface CoachPassage {
  /** Stable id of the passage (a concept card's, or a knowledge-base entry's). */
  id: string;
  /** What the user reads in the citation: the concept or worksheet's title. */
  title: string;
  /** The passage text the coach may quote or paraphrase (a few sentences). */
  snippet: string;
  /** Higher is better; only the order matters. */
  score: number;
}

export interface CoachKnowledge {
  find(query: string, limit: number): Promise<CoachPassage[]>;
}

export const COACH_KNOWLEDGE = Symbol('COACH_KNOWLEDGE');
