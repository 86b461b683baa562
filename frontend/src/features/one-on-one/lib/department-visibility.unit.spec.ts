import { anEntry } from '../__tests__/one-on-one-mothers';
import { DEFAULT_DEPARTMENT_COLOR, NO_DEPARTMENT_COLOR } from '../../../shared/lib/department-color';
import { departmentVisibility, entryColor, groupByDepartment, toggleDepartment, toggleMember } from './department-visibility';

describe('department visibility (spec part 1 §4)', () => {
  const ids = ['a', 'b', 'c'];

  it('is all, partial or none, computed from the member toggles', () => {
    expect(departmentVisibility(ids, new Set())).toBe('all');
    expect(departmentVisibility(ids, new Set(['b']))).toBe('partial');
    expect(departmentVisibility(ids, new Set(['a', 'b', 'c']))).toBe('none');
  });

  it('hides every member when all are shown, otherwise shows every member', () => {
    expect(toggleDepartment(ids, new Set())).toEqual(new Set(ids));
    expect(toggleDepartment(ids, new Set(['b']))).toEqual(new Set());
    expect(toggleDepartment(ids, new Set(ids))).toEqual(new Set());
  });

  it('leaves the members of other departments as they were', () => {
    expect(toggleDepartment(ids, new Set(['x']))).toEqual(new Set(['x', ...ids]));
  });

  it('toggles one member', () => {
    expect(toggleMember('a', new Set())).toEqual(new Set(['a']));
    expect(toggleMember('a', new Set(['a', 'b']))).toEqual(new Set(['b']));
  });

  it('groups entries by department, unassigned members last', () => {
    const groups = groupByDepartment([
      anEntry({ employeeName: '無所属 一郎', departmentId: null, departmentName: null }),
      anEntry({ employeeName: '営業 花子', departmentId: 'sales', departmentName: '営業部' }),
      anEntry({ employeeName: '開発 次郎', departmentId: 'dev', departmentName: '開発部' }),
      anEntry({ employeeName: '営業 太郎', departmentId: 'sales', departmentName: '営業部' }),
    ]);
    expect(groups.map((group) => group.departmentName)).toEqual(['営業部', '開発部', null]);
    expect(groups[0].entries.map((entry) => entry.employeeName)).toHaveLength(2);
  });

  it('colours 未所属 in the neutral grey, never like a department in the default blue', () => {
    const unassigned = [
      anEntry({ employeeName: '無所属 一郎', departmentId: null, departmentName: null, departmentColor: null }),
      anEntry({ employeeName: '無所属 二郎', departmentId: null, departmentName: null, departmentColor: null }),
    ];
    const fresh = anEntry({ employeeName: '新設 花子', departmentId: 'new', departmentName: '新設部', departmentColor: DEFAULT_DEPARTMENT_COLOR });
    const groups = groupByDepartment([...unassigned, fresh]);
    expect(groups.map((group) => group.color)).toEqual([DEFAULT_DEPARTMENT_COLOR, NO_DEPARTMENT_COLOR]);
    expect(unassigned.map(entryColor)).toEqual([NO_DEPARTMENT_COLOR, NO_DEPARTMENT_COLOR]);
    expect(entryColor(fresh)).toBe(DEFAULT_DEPARTMENT_COLOR);
    expect(NO_DEPARTMENT_COLOR).not.toBe(DEFAULT_DEPARTMENT_COLOR);
  });
});
