import { KNOWLEDGE_SEARCH_LIMITS } from '@pivot/rules';
import { DomainError, NotFoundError } from '../../../platform/domain/domain-error.js';

/** A rule of an entry's fields, named by field as validation messages are (`sectionTitle: …`). */
export class KnowledgeValidationError extends DomainError {
  constructor(reason: string, field: string, message: string) {
    super(`KNOWLEDGE.${reason}`, `${field}: ${message}`);
  }
}

export class KnowledgeEntryNotFoundError extends NotFoundError {
  constructor() {
    super('KNOWLEDGE.ENTRY_NOT_FOUND', 'ナレッジが見つかりません');
  }
}

/** Spec part 2 §4 and §9: a search runs from 3 characters. */
export const QUERY_TOO_SHORT_MESSAGE = KNOWLEDGE_SEARCH_LIMITS.query.tooShort;

export class QueryTooShortError extends DomainError {
  constructor() {
    super('KNOWLEDGE.QUERY_TOO_SHORT', `q: ${QUERY_TOO_SHORT_MESSAGE}`);
  }
}
