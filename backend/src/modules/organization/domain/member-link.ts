import { normalizeKey } from './normalize.js';

/**
 * A user is linked to a company member by e-mail (DESIGN): the member whose e-mail equals the
 * user's, compared as member e-mails are kept unique (NFKC, case-folded, trimmed). A member e-mail
 * is unique in the deployment, so a user is linked to at most one member. The user's address is
 * the one their sign-in verified (the sign-in refuses an address the issuer marks unverified).
 */
export function isLinkedMember(memberEmail: string | null, userEmail: string): boolean {
  return memberEmail !== null && linkKey(memberEmail) === linkKey(userEmail);
}

/** What the link compares of an address (NFKC, case-folded, trimmed): equal keys link a member and a user. */
export function linkKey(email: string): string {
  return normalizeKey(email);
}
