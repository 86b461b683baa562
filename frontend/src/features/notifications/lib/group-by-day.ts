import { calendarDateOf } from '../../../shared/lib/datetime';

/** Items grouped by their day in the deployment's zone, in the order given (newest first). */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[]): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const day = calendarDateOf(item.createdAt);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
