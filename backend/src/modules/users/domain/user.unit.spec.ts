import type { UserEvent } from '../events/user.events.js';
import { userDecider, type UserCommand, type UserState } from './user.js';
import { aProfileUpdate, aUserRegistered } from './user.mother.js';

const given = (...events: UserEvent[]): UserState => events.reduce(userDecider.evolve, userDecider.initialState());
const when = (state: UserState, command: UserCommand) => userDecider.decide(command, state);

const register = (signedInAt: string | null = null): UserCommand => ({
  type: 'RegisterUser',
  data: { ...aUserRegistered().data, signedInAt },
});

describe('user decider', () => {
  it('registers a new user, noting the sign-in that created them', () => {
    expect(when(given(), register('2026-05-01T00:00:00.000Z'))).toEqual([
      aUserRegistered(),
      { type: 'UserSignedIn', data: { userId: 'user-1', signedInAt: '2026-05-01T00:00:00.000Z' } },
    ]);
    expect(when(given(), register())).toEqual([aUserRegistered()]);
  });

  it('refuses to register the same user twice', () => {
    expect(() => when(given(aUserRegistered()), register())).toThrow(expect.objectContaining({ code: 'USER.ALREADY_REGISTERED' }));
  });

  it('records a sign-in of a registered user only', () => {
    expect(when(given(aUserRegistered()), { type: 'RecordSignIn', data: { signedInAt: 't' } })).toEqual([
      { type: 'UserSignedIn', data: { userId: 'user-1', signedInAt: 't' } },
    ]);
    expect(() => when(given(), { type: 'RecordSignIn', data: { signedInAt: 't' } })).toThrow(expect.objectContaining({ code: 'USER.NOT_FOUND' }));
  });

  it('updates the profile with trimmed names and empty notes as null', () => {
    const events = when(given(aUserRegistered()), {
      type: 'UpdateProfile',
      data: { firstName: ' 誠 ', lastName: ' 高橋 ', hireDate: '2020-04-01', notes: '  ' },
    });
    expect(events).toEqual([aProfileUpdate({ notes: null })]);
  });

  it('decides nothing when the profile does not change', () => {
    const state = given(aUserRegistered(), aProfileUpdate());
    expect(when(state, { type: 'UpdateProfile', data: { firstName: '誠', lastName: '高橋', hireDate: '2020-04-01', notes: '1on1 を毎週実施' } })).toEqual([]);
  });

  it('refuses an empty first name, naming the field', () => {
    expect(() =>
      when(given(aUserRegistered()), { type: 'UpdateProfile', data: { firstName: ' ', lastName: '高橋', hireDate: null, notes: null } }),
    ).toThrow(/firstName/);
  });

  it('changes the role only when it differs', () => {
    const state = given(aUserRegistered());
    expect(when(state, { type: 'ChangeUserRole', data: { userType: 'member' } })).toEqual([]);
    expect(when(state, { type: 'ChangeUserRole', data: { userType: 'team_admin' } })).toEqual([
      { type: 'UserRoleChanged', data: { userId: 'user-1', userType: 'team_admin' } },
    ]);
    expect(given(aUserRegistered(), { type: 'UserRoleChanged', data: { userId: 'user-1', userType: 'admin' } })).toMatchObject({ userType: 'admin' });
  });
});
