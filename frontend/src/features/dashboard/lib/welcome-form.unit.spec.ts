import dayjs from 'dayjs';
import { NEW, NONE, checkWelcomeForm, type WelcomeFormValues } from './welcome-form';

const complete: WelcomeFormValues = {
  firstName: ' 太郎 ',
  lastName: '山田',
  hireDate: dayjs('2024-04-01'),
  team: NEW,
  newTeamName: ' 開発チーム ',
  department: NEW,
  newDepartmentName: '開発部',
};

describe('checkWelcomeForm', () => {
  it.each([
    [{ firstName: '' }, '名前を入力してください'],
    [{ firstName: '   ', lastName: '' }, '名前を入力してください'],
    [{ lastName: ' ' }, '姓を入力してください'],
    [{ team: undefined }, 'チームを選択してください'],
    [{ team: NONE }, 'チームを選択してください'],
    [{ newTeamName: '  ' }, '新しいチーム名を入力してください'],
    [{ department: undefined }, '部署を選択してください'],
    [{ department: NONE }, '部署を選択してください'],
    [{ newDepartmentName: '' }, '新しい部署名を入力してください'],
  ])('reports the first missing entry: %o → %s', (change, message) => {
    expect(checkWelcomeForm({ ...complete, ...change })).toEqual({ ok: false, message });
  });

  it('hands over trimmed names, the hire date as YYYY-MM-DD and the choices', () => {
    expect(checkWelcomeForm(complete)).toEqual({
      ok: true,
      setup: {
        firstName: '太郎',
        lastName: '山田',
        hireDate: '2024-04-01',
        team: { kind: 'new', name: '開発チーム' },
        department: { kind: 'new', name: '開発部' },
      },
    });
  });

  it('takes existing ids as they are and no hire date as null', () => {
    const check = checkWelcomeForm({ ...complete, hireDate: null, team: 'team-1', department: 'department-1' });
    expect(check).toMatchObject({
      ok: true,
      setup: { hireDate: null, team: { kind: 'existing', id: 'team-1' }, department: { kind: 'existing', id: 'department-1' } },
    });
  });
});
