import { Alert } from 'antd';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import type { ApiError } from '../../../shared/api/base-query';
import { useHealthCheckQuery, type HealthDto } from '../../../shared/api/generated/health';
import { formatInstant } from '../../../shared/lib/datetime';

const texts = adminConsoleTexts.projections.database;
const POLL_MS = 5000;

/**
 * The alarm of the embedded PostgreSQL's supervisor (decision 0060): restarting now, given up, or
 * stopped and restarted by itself (when, how often). Nothing with an external DATABASE_URL or
 * before any stop. `/api/health` answers 503 while something is down, with the same body.
 */
export function DatabaseAlarm() {
  const health = useHealthCheckQuery(undefined, { pollingInterval: POLL_MS, skipPollingIfUnfocused: true });
  // A 503 (something down) is an error whose body is the same health answer; the last 200 is kept as data meanwhile.
  const body = (health.isError ? (health.error as ApiError).data : health.data) as HealthDto | undefined;
  const supervisor = body?.checks?.database?.supervisor;
  if (!supervisor) return null;
  if (supervisor.state === 'restarting') return <Alert type="error" showIcon message={texts.restarting} description={texts.restartingDetail} />;
  if (supervisor.state === 'failed') return <Alert type="error" showIcon message={texts.failed} description={texts.failedDetail} />;
  const last = supervisor.incidents.at(-1);
  if (!last?.restartedAt) return null;
  const downSeconds = Math.max(0, Math.round((Date.parse(last.restartedAt) - Date.parse(last.stoppedAt)) / 1000));
  return (
    <Alert
      type="warning"
      showIcon
      message={texts.restarted(formatInstant(last.restartedAt, 'timeSeconds'))}
      description={texts.restartedDetail(formatInstant(last.stoppedAt, 'logTimestamp'), downSeconds, supervisor.stops, supervisor.restarts)}
    />
  );
}
