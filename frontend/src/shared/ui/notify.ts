import { messages } from '../../locales/ja-JP/messages';
import { apiErrorText } from '../api/api-error';
import { notifier } from './notifier';

/**
 * A failure toast titled 'エラー' (spec: every failure toast, unless stated): the spec's `summary`
 * for the action with the server's reason after it, or the server's reason alone (see apiErrorText).
 */
export function notifyError(error: unknown, summary?: string, title: string = messages.common.error): void {
  notifier().error({ title, description: apiErrorText(error, summary) });
}

/** A success toast, titled '成功' unless stated. */
export function notifySuccess(description: string, title: string = messages.common.success): void {
  notifier().success({ title, description });
}
