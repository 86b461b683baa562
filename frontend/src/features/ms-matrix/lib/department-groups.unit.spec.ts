import { anEntry } from '../__tests__/ms-matrix-mother';
import { NO_DEPARTMENT_COLOR, groupByDepartment } from './department-groups';

describe('members by department', () => {
  it('groups by department in name order, members by name, without a department last', () => {
    const groups = groupByDepartment([
      anEntry({ memberName: '鈴木 一郎', departmentId: 'sales', departmentName: '営業部', departmentColor: '#EF4444' }),
      anEntry({ memberName: '佐藤 花子', departmentId: null, departmentName: null, departmentColor: null }),
      anEntry({ memberName: '山田 太郎', departmentId: 'dev', departmentName: '開発部', departmentColor: '#10B981' }),
      anEntry({ memberName: '伊藤 隆', departmentId: 'sales', departmentName: '営業部', departmentColor: '#EF4444' }),
    ]);
    expect(groups.map((group) => [group.name, group.color, group.entries.map((entry) => entry.memberName)])).toEqual([
      ['営業部', '#EF4444', ['伊藤 隆', '鈴木 一郎']],
      ['開発部', '#10B981', ['山田 太郎']],
      [null, NO_DEPARTMENT_COLOR, ['佐藤 花子']],
    ]);
  });
});
