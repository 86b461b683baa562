import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export interface IdTokenExpectations {
  /** The issuer's keys: a remote JWKS (createRemoteJWKSet) or the embedded issuer's local set. */
  keys: JWTVerifyGetKey;
  issuer: string;
  /** Our client id. */
  audience: string;
  /** The nonce we sent with this sign-in (kept in our session). */
  nonce: string;
  /** Allowed clock skew in seconds. */
  clockTolerance?: number;
}

export class IdTokenRejectedError extends Error {
  constructor(reason: string) {
    super(`ID token rejected: ${reason}`);
    this.name = 'IdTokenRejectedError';
  }
}

/**
 * openid-client checks the ID token's claims but, for a token received straight from the token
 * endpoint, leaves its signature to TLS (which the embedded issuer, reached over plain HTTP on
 * our own socket, does not have). The callback verifies it here: signature against the issuer's
 * keys (the embedded issuer's without an HTTP round trip), iss, aud, exp, and our nonce.
 */
export async function verifyIdToken(idToken: string, expected: IdTokenExpectations): Promise<JWTPayload> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, expected.keys, {
      issuer: expected.issuer,
      audience: expected.audience,
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: expected.clockTolerance ?? 30,
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new IdTokenRejectedError(error.code);
    throw error;
  }
  if (typeof payload.nonce !== 'string' || payload.nonce !== expected.nonce) throw new IdTokenRejectedError('nonce mismatch');
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== expected.audience) {
    throw new IdTokenRejectedError('azp mismatch');
  }
  return payload;
}
