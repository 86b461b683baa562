/**
 * How a length of time reads, in one place for the server and the client (issue 33, one voice):
 * a video's or a recording's length and a resume position to the second, and a length told in a
 * notification to the minute.
 */

/** To the second, seconds floored: 「0分05秒」, 「12分05秒」, from an hour 「1時間02分05秒」. */
export function clockDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}時間${String(minutes).padStart(2, '0')}分${rest}秒` : `${minutes}分${rest}秒`;
}

/** To the nearest minute: 「12分」, 「1時間」, 「1時間5分」; under half a minute in seconds, at least 「1秒」. */
export function roundedDuration(seconds: number): string {
  const safe = Math.max(0, Number.isFinite(seconds) ? seconds : 0);
  const minutes = Math.round(safe / 60);
  if (minutes === 0) return `${Math.max(1, Math.round(safe))}秒`;
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes}分`;
  return minutes % 60 ? `${hours}時間${minutes % 60}分` : `${hours}時間`;
}
