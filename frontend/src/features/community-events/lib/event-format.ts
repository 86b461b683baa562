import type { CommunityEventDetailResponse, CommunityEventStatus } from '../../../shared/api/generated/community-events';
import { formatInstant, sameDay } from '../../../shared/lib/datetime';

export const DEFAULT_DURATION_MINUTES = 60;
export const DEFAULT_CAPACITY = 100;

/** `19:00〜20:30`, or with the end's date when it ends on another day (in the deployment's zone, Asia/Tokyo by default: spec part 2 §9). */
export function formatTimeRange(startIso: string, endIso: string): string {
  const end = sameDay(startIso, endIso) ? formatInstant(endIso, 'time') : `${formatInstant(endIso, 'longDay')} ${formatInstant(endIso, 'time')}`;
  return `${formatInstant(startIso, 'time')}〜${end}`;
}

/** The changes the server allows (docs/modules/community-events.md); the host's buttons show exactly these. */
export const NEXT_STATUSES: Readonly<Record<CommunityEventStatus, readonly CommunityEventStatus[]>> = {
  scheduled: ['live', 'completed', 'cancelled'],
  live: ['completed'],
  completed: [],
  cancelled: [],
};

/**
 * Whether the event has been held (begun): live or completed, and its start has passed. Before it
 * the analytics show 「—」 for what only a held event can say, and attendance cannot be ticked
 * (the server refuses it too, COMMUNITY_EVENT.ATTENDANCE_BEFORE_START).
 */
export function isHeld(event: { status: CommunityEventStatus; startTime: string }, now: Date = new Date()): boolean {
  return (event.status === 'live' || event.status === 'completed') && Date.parse(event.startTime) <= now.getTime();
}

/**
 * Whether the viewer sees what only those in the event see (the meeting's details, the uploaded
 * materials): its host or a team admin (`canManage`), or someone holding a seat. The server answers
 * the same rule (null meeting details, a 403 for the materials).
 */
export function seesMaterials(event: Pick<CommunityEventDetailResponse, 'canManage' | 'myRegistration'>): boolean {
  const status = event.myRegistration?.status;
  return event.canManage || status === 'registered' || status === 'attended';
}

const KB = 1024;

/** A file's size for people: `850 KB`, `2.4 MB` (at least 1 KB). */
export function formatFileSize(bytes: number): string {
  if (bytes < KB * KB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  return `${(bytes / KB / KB).toFixed(1)} MB`;
}
