import { identityFrom } from './oidc-sign-in.service.js';

describe('identityFrom', () => {
  const base = { iss: 'https://sso.example.com', sub: 'sub-1' };

  it('keys the person by issuer and subject, with the e-mail and names of the ID token', () => {
    expect(identityFrom({ ...base, email: ' Taro@Example.com ', email_verified: true, given_name: ' 太郎 ', family_name: '山田' })).toEqual({
      issuer: 'https://sso.example.com',
      subject: 'sub-1',
      email: 'taro@example.com',
      emailVerified: true,
      givenName: '太郎',
      familyName: '山田',
      pictureUrl: undefined,
    });
  });

  it('counts an e-mail as verified only when the issuer says so (true, or "true" as some send it)', () => {
    expect(identityFrom({ ...base, email: 'a@example.com' }).emailVerified).toBe(false);
    expect(identityFrom({ ...base, email: 'a@example.com', email_verified: false }).emailVerified).toBe(false);
    expect(identityFrom({ ...base, email: 'a@example.com', email_verified: 'true' }).emailVerified).toBe(true);
    expect(identityFrom({ ...base, email_verified: true }).emailVerified).toBe(false);
  });

  it('takes the e-mail and its verification together from userinfo when the token has none', () => {
    const identity = identityFrom({ ...base, email_verified: true }, { sub: 'sub-1', email: 'b@example.com', email_verified: false, given_name: '花子' });
    expect(identity).toMatchObject({ email: 'b@example.com', emailVerified: false, givenName: '花子' });
  });

  it('keeps only an https picture', () => {
    expect(identityFrom({ ...base, picture: 'http://example.com/p.png' }).pictureUrl).toBeUndefined();
    expect(identityFrom({ ...base, picture: 'https://example.com/p.png' }).pictureUrl).toBe('https://example.com/p.png');
  });
});
