import { loadConfig } from '../config/app-config.js';
import { safeReturnTo } from './auth.controller.js';
import { assertDemoIssuerAllowed, normaliseEmailInput } from './oidc/embedded-issuer.js';
import { toSessionUser } from './session-user.js';

describe('safeReturnTo', () => {
  it.each([
    [undefined, '/community'],
    ['', '/community'],
    ['/community/matrix', '/community/matrix'],
    ['/community?tab=1#x', '/community?tab=1#x'],
  ])('keeps the same-origin path %p', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'community', 'javascript:alert(1)', '/a\nb', ['/a', '/b']])(
    'refuses %p',
    (input) => {
      expect(safeReturnTo(input)).toBeUndefined();
    },
  );
});

describe('the embedded issuer in production', () => {
  it('refuses to start unless ALLOW_DEMO_ISSUER=true', () => {
    expect(() => assertDemoIssuerAllowed(loadConfig({ NODE_ENV: 'production' }))).toThrow(/ALLOW_DEMO_ISSUER/);
    expect(() => assertDemoIssuerAllowed(loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_ISSUER: 'true' }))).not.toThrow();
    expect(() => assertDemoIssuerAllowed(loadConfig({ NODE_ENV: 'development' }))).not.toThrow();
  });
});

describe('normaliseEmailInput', () => {
  it('normalises width and case, and refuses what is not an address', () => {
    expect(normaliseEmailInput(' Ｍａｎａｇｅｒ@Demo.Example ')).toBe('manager@demo.example');
    expect(normaliseEmailInput('no-at-sign')).toBeUndefined();
    expect(normaliseEmailInput('a@b')).toBeUndefined();
    expect(normaliseEmailInput(['a@b.c'])).toBeUndefined();
  });
});

describe('toSessionUser', () => {
  it('derives the role flags from userType and ADMIN_EMAILS', () => {
    const base = { id: 'u', email: 'Boss@Example.com', firstName: '', lastName: '' };
    expect(toSessionUser({ ...base, userType: 'member' }, ['boss@example.com'])).toMatchObject({ isAdmin: true, isTeamAdmin: true });
    expect(toSessionUser({ ...base, userType: 'team_admin' }, [])).toMatchObject({ isAdmin: false, isTeamAdmin: true });
    expect(toSessionUser({ ...base, userType: 'member' }, [])).toMatchObject({ isAdmin: false, isTeamAdmin: false });
  });
});
