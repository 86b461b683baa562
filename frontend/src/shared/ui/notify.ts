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

/**
 * A success toast that says what happened (「チーム「営業二課」を作成しました」) as its title, never a
 * bare 「成功」 (issue 33); `detail` adds a line under it when there is more to say.
 */
export function notifySuccess(whatHappened: string, detail?: string): void {
  notifier().success({ title: whatHappened, description: detail });
}
