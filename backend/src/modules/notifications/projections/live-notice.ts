/** The PostgreSQL channel every instance LISTENs on (decision 0081). */
export const LIVE_CHANNEL = 'pivot_live';

/**
 * What a NOTIFY on the live channel says: new notifications for these users, or for whoever these
 * owner proofs name (an anonymous post's author, decision 0082). It carries no text: each
 * instance tells its connected tabs to fetch, and the fetch goes through the normal access checks.
 */
export interface LiveNotice {
  readonly kind: 'notification';
  /** The source event's position: the SSE event id, from which a reconnecting tab catches up. */
  readonly position: string;
  readonly users: readonly string[];
  readonly owners: readonly { readonly subjectId: string; readonly proof: string }[];
}

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; a notice stays well below. */
const LIVE_NOTICE_MAX_BYTES = 7_000;

/**
 * The notices that announce one event's notifications, each under `LIVE_NOTICE_MAX_BYTES`: a
 * reminder to 1,000 registrants names 1,000 users (about 39 kB), so it goes as several notices of
 * the same position, each delivered on its own.
 */
export function liveNotices(position: string, users: readonly string[], owners: LiveNotice['owners'], maxBytes = LIVE_NOTICE_MAX_BYTES): LiveNotice[] {
  const notices: LiveNotice[] = [];
  let current = { kind: 'notification' as const, position, users: [] as string[], owners: [] as { subjectId: string; proof: string }[] };
  let size = Buffer.byteLength(JSON.stringify(current));
  const add = (bytes: number, put: () => void) => {
    if (size + bytes > maxBytes && (current.users.length || current.owners.length)) {
      notices.push(current);
      current = { kind: 'notification', position, users: [], owners: [] };
      size = Buffer.byteLength(JSON.stringify(current));
    }
    put();
    size += bytes;
  };
  for (const user of users) add(Buffer.byteLength(JSON.stringify(user)) + 1, () => current.users.push(user));
  for (const owner of owners) add(Buffer.byteLength(JSON.stringify(owner)) + 1, () => current.owners.push(owner));
  if (current.users.length || current.owners.length) notices.push(current);
  return notices;
}
