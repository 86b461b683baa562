/**
 * The requests nothing outside their handler may attribute to a person (decision 0057): every
 * path under 心の叫び's prefix, `/api/anonymous-post…`, matched as Express routes match (case
 * insensitive, repeated slashes, percent-encoding), so mistyped URLs, unknown sub-paths and wrong
 * methods count too. For them the request context holds no user (log lines and event metadata
 * name nobody), the session is read but never written (no touch, no rolling cookie), and the
 * request's log line keeps no headers. Access and handlers still read `req.user`.
 */
const UNATTRIBUTED = /^\/api\/+anonymous-post/i;

export function isUnattributedPath(url: string | undefined): boolean {
  if (!url) return false;
  let path = url.split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: matched as it is.
  }
  return UNATTRIBUTED.test(path);
}
