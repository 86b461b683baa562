import { deciderSpec } from '../../../test-support/decider-spec.js';
import type { UserEvent } from '../events/user.events.js';
import { ChangeUserRole, RecordSignIn } from './user.commands.js';
import { userDecider } from './user.js';
import { aProfileUpdate, aRegisterCommand, anUpdateProfileCommand, aUserRegistered } from './user.mother.js';

const { given } = deciderSpec(userDecider);

const signIn = (signedInAt: string) => new RecordSignIn({ userId: 'user-1', signedInAt });
const changeRole = (userType: ChangeUserRole['data']['userType']) => new ChangeUserRole({ userId: 'user-1', userType });

describe('user decider', () => {
  it('registers a new user, noting the sign-in that created them', () => {
    given()
      .when(aRegisterCommand({ signedInAt: '2026-05-01T00:00:00.000Z' }))
      .then([aUserRegistered(), { type: 'UserSignedIn', data: { userId: 'user-1', signedInAt: '2026-05-01T00:00:00.000Z' } }]);
    given().when(aRegisterCommand()).then([aUserRegistered()]);
  });

  it('registers the address normalised, trimmed names, and a plain unverified member by default', () => {
    given()
      .when(aRegisterCommand({ email: ' Manager@DEMO.example ', firstName: ' 誠 ', lastName: undefined, userType: undefined, emailVerified: undefined }))
      .then([aUserRegistered({ firstName: '誠', lastName: '', userType: 'member', emailVerified: false })]);
  });

  it('refuses an address that is not one, naming the field', () => {
    given().when(aRegisterCommand({ email: 'not-an-address' })).thenFails('USER.INVALID_PROFILE', { message: /^email:/ });
  });

  it('refuses to register the same user twice', () => {
    given(aUserRegistered()).when(aRegisterCommand()).thenFails('USER.ALREADY_REGISTERED');
  });

  it('records a sign-in of a registered user only', () => {
    given(aUserRegistered()).when(signIn('t')).then([{ type: 'UserSignedIn', data: { userId: 'user-1', signedInAt: 't' } }]);
    given().when(signIn('t')).thenFails('USER.NOT_FOUND');
  });

  it('links the issuer account a user registers with, between registering and signing in', () => {
    const identity = { issuer: 'https://sso.example.com', subject: 'sub-1' };
    given()
      .when(aRegisterCommand({ signedInAt: 't', identity }))
      .then([
        aUserRegistered(),
        { type: 'UserIdentityLinked', data: { userId: 'user-1', ...identity } },
        { type: 'UserSignedIn', data: { userId: 'user-1', signedInAt: 't' } },
      ]);
  });

  it('links an issuer account at sign-in once, and only to a registered user', () => {
    const identity = { issuer: 'https://sso.example.com', subject: 'sub-1' };
    const linked: UserEvent = { type: 'UserIdentityLinked', data: { userId: 'user-1', ...identity } };
    const signInWith = (account: typeof identity) => new RecordSignIn({ userId: 'user-1', signedInAt: 't', identity: account });
    given(aUserRegistered()).when(signInWith(identity)).then([linked, { type: 'UserSignedIn', data: { userId: 'user-1', signedInAt: 't' } }]);
    given(aUserRegistered(), linked).when(signInWith(identity)).then([{ type: 'UserSignedIn', data: { userId: 'user-1', signedInAt: 't' } }]);
    given(aUserRegistered(), linked)
      .when(signInWith({ ...identity, subject: 'sub-2' }))
      .then([
        { type: 'UserIdentityLinked', data: { userId: 'user-1', issuer: identity.issuer, subject: 'sub-2' } },
        { type: 'UserSignedIn', data: { userId: 'user-1', signedInAt: 't' } },
      ]);
    given().when(signInWith(identity)).thenFails('USER.NOT_FOUND');
  });

  it('updates the profile with trimmed names and empty notes as null', () => {
    given(aUserRegistered())
      .when(anUpdateProfileCommand({ firstName: ' 誠 ', lastName: ' 高橋 ', hireDate: '2020-04-01', notes: '  ' }))
      .then([aProfileUpdate({ notes: null })]);
  });

  it('decides nothing when the profile does not change', () => {
    given(aUserRegistered(), aProfileUpdate()).when(anUpdateProfileCommand()).then([]);
  });

  it('refuses an empty first name, naming the field', () => {
    given(aUserRegistered())
      .when(anUpdateProfileCommand({ firstName: ' ', lastName: '高橋', hireDate: null, notes: null }))
      .thenFails('USER.INVALID_PROFILE', { message: /firstName/ });
  });

  it('changes the role only when it differs', () => {
    given(aUserRegistered()).when(changeRole('member')).then([]);
    given(aUserRegistered()).when(changeRole('team_admin')).then([{ type: 'UserRoleChanged', data: { userId: 'user-1', userType: 'team_admin' } }]);
    const roleChanged: UserEvent = { type: 'UserRoleChanged', data: { userId: 'user-1', userType: 'admin' } };
    given(aUserRegistered(), roleChanged).when(changeRole('admin')).then([]);
  });
});
