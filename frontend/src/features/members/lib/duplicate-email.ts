import type { ApiError } from '../../../shared/api/base-query';

/** Spec part 2 §8: a 409 whose message contains '重複' means the e-mail is already registered. */
export function isDuplicateEmail(error: unknown): boolean {
  const apiError = error as Partial<ApiError> | null | undefined;
  return apiError?.status === 409 && typeof apiError.message === 'string' && apiError.message.includes('重複');
}
