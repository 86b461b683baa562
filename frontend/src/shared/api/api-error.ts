import { messages } from '../../locales/ja-JP/messages';
import type { ApiError } from './base-query';

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && typeof (error as ApiError).message === 'string';
}

/**
 * The text to show a person for a failed call: the server's own (Japanese) `message` when the body
 * is the usual `{ statusCode, message, error }` (validation messages joined), else the
 * `status: text` message, else `fallback`.
 */
export function apiErrorText(error: unknown, fallback: string = messages.common.unexpectedError): string {
  if (!isApiError(error)) return fallback;
  const body = error.data as { message?: unknown } | undefined;
  if (typeof body?.message === 'string' && body.message !== '') return body.message;
  if (Array.isArray(body?.message) && body.message.length > 0) return body.message.map(String).join('\n');
  return error.message || fallback;
}
