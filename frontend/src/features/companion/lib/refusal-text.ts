import { apiServerMessage } from '../../../shared/api/api-error';
import type { ApiError } from '../../../shared/api/base-query';

/** A validation message as the server words it: the field's name first ('email: 有効な…'). */
const fieldPrefix = /^[A-Za-z][A-Za-z0-9]*: /;

/**
 * What a public form shows when its call fails (spec part 1 §8): the network text when nothing
 * answered; else the server's reason, its validation messages without the field names the server
 * puts first (the visitor reads the spec §5 wording; 'email: ' means nothing to them); else the
 * form's generic text.
 */
export function refusalText(error: unknown, texts: { network: string; fallback: string }): string {
  const apiError = error as Partial<ApiError> | undefined;
  if (apiError?.status === 'FETCH_ERROR') return texts.network;
  const body = apiError?.data as { message?: unknown } | undefined;
  const message = Array.isArray(body?.message) ? body.message.map((item) => String(item).replace(fieldPrefix, '')) : body?.message;
  return apiServerMessage({ message }) ?? texts.fallback;
}
