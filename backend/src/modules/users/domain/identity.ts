import { createHash } from 'node:crypto';

/** An account at an OpenID Connect issuer: the ID token's `iss` and `sub`, which never change for that person. */
export interface IssuerIdentity {
  issuer: string;
  subject: string;
}

export const sameIdentity = (a: IssuerIdentity, b: IssuerIdentity) => a.issuer === b.issuer && a.subject === b.subject;

/** The reservation stream of an issuer account: named by a hash, like the e-mail's, so no identifier sits in a stream id. */
export function identityReservationStreamId(identity: IssuerIdentity): string {
  return `user-identity-${createHash('sha256').update(`${identity.issuer}\n${identity.subject}`).digest('hex')}`;
}
