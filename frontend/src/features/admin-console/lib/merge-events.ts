import type { LoggedEventResponse } from '../../../shared/api/generated/event-log';

/** Pages of events merged newest first, each position once (a live first page overlaps the older pages). */
export function mergeEvents(...pages: (readonly LoggedEventResponse[] | undefined)[]): LoggedEventResponse[] {
  const byPosition = new Map<string, LoggedEventResponse>();
  for (const page of pages) for (const event of page ?? []) byPosition.set(event.position, event);
  return [...byPosition.values()].sort((a, b) => (BigInt(b.position) > BigInt(a.position) ? 1 : BigInt(b.position) < BigInt(a.position) ? -1 : 0));
}
