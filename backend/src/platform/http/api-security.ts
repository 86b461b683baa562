import type { OpenAPIObject } from '@nestjs/swagger';
import type { RouteRule } from '../auth/route-rules.js';

/** The cookie scheme `DocumentBuilder.addCookieAuth('sid')` declares. */
const SESSION_SCHEME = 'cookie';

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
const VERBS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } };

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;

/**
 * What the guards answer, written into each operation of the OpenAPI document from the route's own
 * `@Access` rule (the rule the AccessGuard reads, so the two cannot disagree):
 * - `security`: none for a public route, the session cookie for every other;
 * - 401 for a route that needs a session (none, or it expired);
 * - 403 for a team_admin or admin route (the signed-in user's role may not call it), and for every
 *   write, public ones included (the CSRF double-submit check refuses a missing or foreign token).
 * An answer the route documents itself keeps its own description. Every error answer has the
 * `ErrorResponse` body the exception filter writes.
 */
export function documentAccess(document: OpenAPIObject, rules: readonly RouteRule[]): OpenAPIObject {
  const byOperationId = new Map(rules.map((rule) => [`${rule.controller.replace(/Controller$/, '')}_${rule.handler}`, rule]));
  for (const item of Object.values(document.paths)) {
    for (const verb of VERBS) {
      const operation: Operation | undefined = item[verb];
      const rule = operation?.operationId ? byOperationId.get(operation.operationId) : undefined;
      if (!operation || !rule?.rule) continue;
      const signedIn = rule.rule !== 'public';
      operation.security = signedIn ? [{ [SESSION_SCHEME]: [] }] : [];
      const answers = (operation.responses ??= {});
      if (signedIn) answers['401'] ??= { description: 'Not signed in: no session, or it has expired.', content: ERROR_BODY };
      if (rule.rule === 'team_admin' || rule.rule === 'admin') {
        answers['403'] ??= { description: `Only ${rule.rule === 'admin' ? 'admins' : 'team admins and admins'} may call this.`, content: ERROR_BODY };
      }
      if (WRITES.has(verb)) answers['403'] ??= { description: 'The CSRF token (X-XSRF-TOKEN header) is missing or not this session’s.', content: ERROR_BODY };
    }
  }
  // Every error is answered by the one exception filter, as a JSON `ErrorResponse`, whatever the
  // operation produces when it succeeds (a CSV export's 403 is JSON too). What the edge and the
  // handlers answer on any route of a shape is declared on each: 400 for input (parameters or a
  // body) the validation refuses; 415 for a body of another type than the route reads; 404 for a
  // path naming an object that is not there; 403, on a signed-in route with parameters, for an
  // object (a team, a post) the caller may not see or change; 503 while the database is
  // unavailable (decision 0060).
  for (const item of Object.values(document.paths)) {
    for (const verb of VERBS) {
      const operation = item[verb];
      if (!operation) continue;
      const answers = (operation.responses ??= {});
      const parameters = (operation.parameters ?? []).filter((p): p is Extract<typeof p, { in: string }> => 'in' in p);
      const takesInput = parameters.length > 0 || Boolean(operation.requestBody);
      if (takesInput) answers['400'] ??= { description: 'The input does not meet the rules: a Japanese message per field.' };
      if (operation.requestBody) answers['415'] ??= { description: 'The body is not of the type this route reads.' };
      if (parameters.some((p) => p.in === 'path')) answers['404'] ??= { description: 'No object of that id (or none the caller may see).' };
      if (takesInput && operation.security?.length) answers['403'] ??= { description: 'The caller may not see or change the object the request names.' };
      answers['503'] ??= { description: 'The database is unavailable for a moment; try again after Retry-After seconds.' };
      for (const [status, answer] of Object.entries(answers)) {
        if (answer && Number(status) >= 400 && !('$ref' in answer) && !answer.content?.['application/json']) answer.content = ERROR_BODY;
      }
    }
  }
  return document;
}
