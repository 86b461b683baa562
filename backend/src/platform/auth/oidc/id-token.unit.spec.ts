import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { IdTokenRejectedError, verifyIdToken } from './id-token.js';

const issuer = 'http://localhost:3000/oidc';
const audience = 'pivot-community';
const nonce = 'nonce-123';

describe('verifyIdToken', () => {
  let issuerKey: CryptoKey;
  let otherKey: CryptoKey;
  let issuerJwk: JWK;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    issuerKey = pair.privateKey;
    issuerJwk = { ...(await exportJWK(pair.publicKey)), kid: 'issuer-key', alg: 'RS256' };
    otherKey = (await generateKeyPair('RS256')).privateKey;
  });

  const keys = () => createLocalJWKSet({ keys: [issuerJwk] });
  const token = (claims: Record<string, unknown>, key = issuerKey, kid = 'issuer-key') =>
    new SignJWT({ nonce, email: 'manager@demo.example', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(String(claims.iss ?? issuer))
      .setAudience(String(claims.aud ?? audience))
      .setSubject('manager@demo.example')
      .setIssuedAt()
      .setExpirationTime(typeof claims.exp === 'number' ? claims.exp : '5m')
      .sign(key);
  const verify = (idToken: string) => verifyIdToken(idToken, { keys: keys(), issuer, audience, nonce });

  it('accepts a token the issuer signed for us with our nonce', async () => {
    const claims = await verify(await token({}));
    expect(claims).toMatchObject({ email: 'manager@demo.example', nonce });
  });

  it('refuses a token signed by another key under the issuer key id', async () => {
    await expect(verify(await token({}, otherKey))).rejects.toBeInstanceOf(IdTokenRejectedError);
  });

  it('refuses a token whose payload was altered after signing', async () => {
    const [header, , signature] = (await token({})).split('.');
    const forged = Buffer.from(JSON.stringify({ iss: issuer, aud: audience, sub: 'admin@demo.example', email: 'admin@demo.example', nonce, iat: 1, exp: 4e9 })).toString('base64url');
    await expect(verify(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(IdTokenRejectedError);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ iss: issuer, aud: audience, sub: 'x', nonce, iat: 1, exp: 4e9 })).toString('base64url');
    await expect(verify(`${header}.${payload}.`)).rejects.toBeInstanceOf(IdTokenRejectedError);
  });

  it('refuses a wrong nonce (a replayed token)', async () => {
    await expect(verify(await token({ nonce: 'another' }))).rejects.toThrow('nonce mismatch');
  });

  it('refuses a token for another audience', async () => {
    await expect(verify(await token({ aud: 'someone-else' }))).rejects.toBeInstanceOf(IdTokenRejectedError);
  });

  it('refuses a token from another issuer', async () => {
    await expect(verify(await token({ iss: 'https://evil.example' }))).rejects.toBeInstanceOf(IdTokenRejectedError);
  });

  it('refuses an expired token', async () => {
    await expect(verify(await token({ exp: Math.floor(Date.now() / 1000) - 3600 }))).rejects.toBeInstanceOf(IdTokenRejectedError);
  });
});
