import type { MsMatrixEntryResponse } from '../../../shared/api/generated/ms-matrix';
import { NO_DEPARTMENT_COLOR } from '../../../shared/lib/department-color';

/** The key of the group of members without a department. */
export const NO_DEPARTMENT_KEY = 'none';

export { NO_DEPARTMENT_COLOR };

export interface DepartmentGroup {
  key: string;
  name: string | null;
  color: string;
  entries: MsMatrixEntryResponse[];
}

/** Entries grouped by department, departments by name, members by name, 未所属 last. */
export function groupByDepartment(entries: readonly MsMatrixEntryResponse[]): DepartmentGroup[] {
  const groups = new Map<string, DepartmentGroup>();
  for (const entry of entries) {
    const key = entry.departmentId ?? NO_DEPARTMENT_KEY;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        name: entry.departmentId ? entry.departmentName : null,
        color: (entry.departmentId && entry.departmentColor) || NO_DEPARTMENT_COLOR,
        entries: [],
      };
      groups.set(key, group);
    }
    group.entries.push(entry);
  }
  const sorted = [...groups.values()].sort((a, b) => {
    if (a.name === null) return 1;
    if (b.name === null) return -1;
    return a.name.localeCompare(b.name, 'ja');
  });
  for (const group of sorted) group.entries.sort((a, b) => a.memberName.localeCompare(b.memberName, 'ja'));
  return sorted;
}
