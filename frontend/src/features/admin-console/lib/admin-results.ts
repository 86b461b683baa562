import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import { apiServerMessage } from '../../../shared/api/api-error';
import type { MigrateToProductionResponse, SyncDbDiagramResponse } from '../../../shared/api/generated/admin';

/** What the screen shows after a call: a success or an error, its title and its text. */
export interface ResultNotice {
  kind: 'success' | 'error';
  title: string;
  description: string;
}

const isNetworkError = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 'FETCH_ERROR';

/**
 * Spec part 2 §8 for the migration: a run that failed on the server is 'マイグレーション失敗' with
 * the server's message (an answer with success false, or a refused call); a call that never got
 * an answer is 'マイグレーション中にエラーが発生しました'.
 */
export function migrationNotice(outcome: { data: MigrateToProductionResponse } | { error: unknown }): ResultNotice {
  const texts = adminConsoleTexts.migration;
  if ('data' in outcome) {
    const { success, message } = outcome.data;
    return success ? { kind: 'success', title: message, description: '' } : { kind: 'error', title: texts.failed, description: message };
  }
  if (isNetworkError(outcome.error)) return { kind: 'error', title: texts.networkError, description: '' };
  const error = outcome.error as { data?: unknown; message?: string };
  return { kind: 'error', title: texts.failed, description: apiServerMessage(error.data) ?? error.message ?? '' };
}

/**
 * Spec part 2 §8 for the ER sync: '同期エラー' with the server's message, or 'ER図の更新に失敗しました'
 * when the server gave none; '接続エラー' when no answer came.
 */
export function syncNotice(outcome: { data: SyncDbDiagramResponse } | { error: unknown }): ResultNotice {
  const texts = adminConsoleTexts.diagram;
  if ('data' in outcome) {
    const { success, message } = outcome.data;
    if (success) return { kind: 'success', title: message || texts.synced, description: '' };
    return message ? { kind: 'error', title: texts.syncError, description: message } : { kind: 'error', title: texts.syncFailed, description: '' };
  }
  if (isNetworkError(outcome.error)) return { kind: 'error', title: texts.connectionError, description: '' };
  const reason = apiServerMessage((outcome.error as { data?: unknown }).data);
  return reason ? { kind: 'error', title: texts.syncError, description: reason } : { kind: 'error', title: texts.syncFailed, description: '' };
}

/** Who may use the admin console (spec part 2 §6): team_admin, admin, or an ADMIN_EMAILS address (`isAdmin`). */
export function mayUseAdminConsole(user: { userType: string; isAdmin: boolean } | undefined): boolean {
  return user !== undefined && (user.isAdmin || user.userType === 'team_admin' || user.userType === 'admin');
}
