import { messages } from '../../locales/ja-JP/messages';
import { apiErrorText } from '../api/api-error';
import { notifier } from './notifier';

/** A failure toast titled 'エラー' (spec: every failure toast, unless stated) with the server's text or `fallback`. */
export function notifyError(error: unknown, fallback?: string, title: string = messages.common.error): void {
  notifier().error({ title, description: apiErrorText(error, fallback) });
}

/** A success toast, titled '成功' unless stated. */
export function notifySuccess(description: string, title: string = messages.common.success): void {
  notifier().success({ title, description });
}
