import { messages } from '../../locales/ja-JP/messages';
import type { ApiError } from './base-query';

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && typeof (error as ApiError).message === 'string';
}

/** The server's own explanation from its `{ statusCode, message, error }` body (validation messages joined). */
function serverReason(error: ApiError): string | undefined {
  return apiServerMessage(error.data);
}

/** A validation message as the server words it: the field's name first ('email: 有効な…'). */
const FIELD_PREFIX = /^[A-Za-z][A-Za-z0-9]*: /;

/**
 * The `message` of a body the server answered (`{ message }` or `{ success, message }`), list items
 * joined, without the field names the server puts before validation messages: the Japanese text
 * names the field itself, and 'file: ' or 'firstName: ' means nothing to the person reading it.
 */
export function apiServerMessage(data: unknown): string | undefined {
  const body = data as { message?: unknown } | undefined;
  const shown = (message: unknown) => String(message).replace(FIELD_PREFIX, '');
  if (typeof body?.message === 'string' && body.message.trim() !== '') return shown(body.message);
  if (Array.isArray(body?.message) && body.message.length > 0) return body.message.map(shown).join('、');
  return undefined;
}

/**
 * The server's explanation of a failed call: its own (Japanese) `message` from the usual
 * `{ statusCode, message, error }` body (validation messages joined), else the `status: text`
 * message of the base query; undefined for anything that is not an API error.
 */
export function apiErrorDetail(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return serverReason(error) ?? (error.message || undefined);
}

/** A 4xx that the same request would meet again (a duplicate, an invalid field, no right); 408 and 429 may pass later. */
function isFinalRefusal(error: ApiError): boolean {
  return typeof error.status === 'number' && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/**
 * The text to show a person for a failed call, saying what went wrong once. A request the server
 * refused with its own reason that retrying cannot change (see isFinalRefusal) shows that reason
 * alone: the spec's summary for the action ('役職の追加に失敗しました。再度お試しください。') would
 * repeat it and ask for a retry that cannot help. Any other failure with a `summary` shows the summary
 * first and the server's explanation in brackets. Without a summary, the explanation, else a generic text.
 */
export function apiErrorText(error: unknown, summary?: string): string {
  if (isApiError(error) && isFinalRefusal(error)) {
    const reason = serverReason(error);
    if (reason !== undefined) return reason;
  }
  const detail = apiErrorDetail(error);
  if (summary !== undefined) return detail !== undefined && detail !== summary ? `${summary}（${detail}）` : summary;
  return detail ?? messages.common.unexpectedError;
}
