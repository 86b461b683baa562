import type { OneOnOneEntryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { NO_DEPARTMENT_COLOR } from '../../../shared/lib/department-color';

/** All of a department's members shown, some of them, or none (spec part 1 §4). */
export type DepartmentVisibility = 'all' | 'partial' | 'none';

export interface DepartmentGroup {
  /** null: members without a department. */
  departmentId: string | null;
  departmentName: string | null;
  color: string;
  entries: OneOnOneEntryResponse[];
}

/** An entry's colour on the board and in the panel: its department's, or the 未所属 grey. */
export function entryColor(entry: OneOnOneEntryResponse): string {
  return (entry.departmentId !== null && entry.departmentColor) || NO_DEPARTMENT_COLOR;
}

/** Entries by department, departments in name order with the unassigned last; members by name. */
export function groupByDepartment(entries: readonly OneOnOneEntryResponse[]): DepartmentGroup[] {
  const groups = new Map<string | null, DepartmentGroup>();
  for (const entry of entries) {
    const key = entry.departmentId;
    const group = groups.get(key) ?? { departmentId: key, departmentName: entry.departmentName, color: entryColor(entry), entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'ja');
  return [...groups.values()]
    .map((group) => ({ ...group, entries: [...group.entries].sort((a, b) => byName(a.employeeName, b.employeeName)) }))
    .sort((a, b) => {
      if (a.departmentId === null) return 1;
      if (b.departmentId === null) return -1;
      return byName(a.departmentName ?? '', b.departmentName ?? '');
    });
}

export function departmentVisibility(entryIds: readonly string[], hidden: ReadonlySet<string>): DepartmentVisibility {
  const hiddenCount = entryIds.filter((id) => hidden.has(id)).length;
  if (hiddenCount === 0) return 'all';
  if (hiddenCount === entryIds.length) return 'none';
  return 'partial';
}

/** The department toggle: hides every member when all are shown, otherwise shows every member. */
export function toggleDepartment(entryIds: readonly string[], hidden: ReadonlySet<string>): Set<string> {
  const next = new Set(hidden);
  if (departmentVisibility(entryIds, hidden) === 'all') entryIds.forEach((id) => next.add(id));
  else entryIds.forEach((id) => next.delete(id));
  return next;
}

export function toggleMember(entryId: string, hidden: ReadonlySet<string>): Set<string> {
  const next = new Set(hidden);
  if (next.has(entryId)) next.delete(entryId);
  else next.add(entryId);
  return next;
}
