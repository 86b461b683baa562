import type { SignedInUser } from './sign-in.js';

/** `If-Match` on a request when the test gives a revision. */
const ifMatching = <R extends { set(name: string, value: string): R }>(req: R, ifMatch?: number | string): R =>
  ifMatch === undefined ? req : req.set('If-Match', String(ifMatch));

/** A POST as `who` (with its XSRF header), `If-Match` when given. */
export const post = (who: SignedInUser, path: string, body: object = {}, ifMatch?: number | string) =>
  ifMatching(who.agent.post(path).set(who.headers), ifMatch).send(body);

/** A PUT as `who` (with its XSRF header), `If-Match` when given. */
export const put = (who: SignedInUser, path: string, body: object, ifMatch?: number | string) =>
  ifMatching(who.agent.put(path).set(who.headers), ifMatch).send(body);

/** A DELETE as `who` (with its XSRF header), `If-Match` when given. */
export const del = (who: SignedInUser, path: string, ifMatch?: number | string) => ifMatching(who.agent.delete(path).set(who.headers), ifMatch);
