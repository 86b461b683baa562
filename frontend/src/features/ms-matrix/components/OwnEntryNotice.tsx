import { Alert } from 'antd';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';

/**
 * Tells a plain member of the team why they see only their own dot: the whole board is an
 * evaluation of colleagues, for the team's leaders, team_admin and admin (the server answers a
 * plain member their own entry only).
 */
export function OwnEntryNotice() {
  return <Alert type="info" showIcon title={m.own.title} description={m.own.text} style={{ marginBottom: 12 }} />;
}
