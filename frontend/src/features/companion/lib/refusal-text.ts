import { apiServerMessage } from '../../../shared/api/api-error';
import type { ApiError } from '../../../shared/api/base-query';

/**
 * What a public form shows when its call fails (spec part 1 §8): the network text when nothing
 * answered; else the server's reason (its validation messages without the field names the server
 * puts first, as everywhere: `apiServerMessage`); else the form's generic text.
 */
export function refusalText(error: unknown, texts: { network: string; fallback: string }): string {
  const apiError = error as Partial<ApiError> | undefined;
  if (apiError?.status === 'FETCH_ERROR') return texts.network;
  return apiServerMessage(apiError?.data) ?? texts.fallback;
}
