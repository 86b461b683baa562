import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import type { DefinitionType } from '@reduxjs/toolkit/query';
import { messages } from '../../locales/ja-JP/messages';
import { notifier } from '../ui/notifier';
import { notifyError } from '../ui/notify';
import type { ApiError } from './base-query';
import type { GeneratedDefinitions as Definitions } from './generated/endpoints';

/** Every generated write (a mutation endpoint's name). */
export type WriteEndpoint = { [K in keyof Definitions]: Definitions[K] extends { type: DefinitionType.mutation } ? K : never }[keyof Definitions];

/** A failure toast shown as it is (no server reason added): its own text, and a title other than 'エラー' when given. */
export interface FailureToast {
  title?: string;
  description: string;
}

/**
 * A failure shown with the server's reason: the summary before it as a plain string is (or the
 * reason alone without one), under `title` when the toast is not titled 'エラー'.
 */
export interface FailureSummary {
  title?: string;
  summary?: string;
}

/** The server's reason alone (no summary of the action). */
export const REASON_ALONE: FailureSummary = {};

/**
 * What a failed write says: the spec's summary for the action (`apiErrorText` puts the server's
 * reason in brackets, or shows a refusal's reason alone, decision 0028), the same under its own
 * title or without a summary (`FailureSummary`), or a function of the call's argument and its error that gives the summary, a whole toast,
 * or `null` when the screen shows this failure itself (an inline message beside the field).
 */
export type WriteFailure = string | FailureSummary | ((arg: never, error: ApiError) => string | FailureToast | null);

/**
 * Writes whose failure the screen shows on its own, inline or through its own toast: nothing is
 * shown for them here. Every write not registered (`registerWriteFailures`) is one of these.
 */
const failures = new Map<string, WriteFailure>();

/**
 * Registers the failure texts of a feature's writes (each feature calls this once, from its
 * `write-failures.ts`, at module load). An endpoint registered twice keeps the last text.
 */
export function registerWriteFailures(entries: Partial<Record<WriteEndpoint, WriteFailure>>): void {
  for (const [endpoint, failure] of Object.entries(entries)) if (failure !== undefined) failures.set(endpoint, failure);
}

/** A 401 has its own toast and the way to the login page (`redirectToLogin` in the base query). */
function isUnauthorized(error: ApiError): boolean {
  return error.status === 401 && /Unauthorized/.test(error.message);
}

/** Shows one failed write as its registry entry says (see `WriteFailure`). */
export function showWriteFailure(endpoint: string, arg: unknown, error: ApiError): void {
  const failure = failures.get(endpoint);
  if (failure === undefined || isUnauthorized(error)) return;
  if (typeof failure === 'object') return notifyError(error, failure.summary, failure.title ?? messages.common.error);
  const shown = typeof failure === 'string' ? failure : failure(arg as never, error);
  if (shown === null) return;
  if (typeof shown === 'string') notifyError(error, shown);
  else notifier().error({ title: shown.title ?? messages.common.error, description: shown.description });
}

/**
 * The one place a failed write is shown (decision 0067): every rejected mutation passes here, and
 * its endpoint's registered text is shown as a toast. Screens only decide what to do next (keep a
 * dialog open); they never word a failure.
 */
export const writeFailureListener = createListenerMiddleware();

writeFailureListener.startListening({
  predicate: (action) => isRejectedWithValue(action) && (action.meta as { arg?: { type?: string } }).arg?.type === 'mutation',
  effect: (action) => {
    const { meta, payload } = action as unknown as { meta: { arg: { endpointName: string; originalArgs: unknown } }; payload: ApiError };
    showWriteFailure(meta.arg.endpointName, meta.arg.originalArgs, payload);
  },
});

/** A write's `.catch` where the screen has nothing more to do: the listener has shown the failure. */
export function failureShown(): void {}
