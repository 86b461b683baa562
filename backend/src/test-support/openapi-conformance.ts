import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import express from 'express';
import { match } from 'path-to-regexp';

/**
 * Every JSON answer the integration and end-to-end suites see, checked against the published
 * OpenAPI document (`frontend/src/shared/api/openapi.json`, the one the client is generated from):
 * an answer whose status the operation does not declare, or whose body does not match the declared
 * schema, is a violation, and the suite that met it fails (issue 33: the document cannot drift from
 * the server). The integration suites hook Express's `res.json` (`checkAnswersAgainstDocument`,
 * failing in `startTestApp().close()`); the end-to-end suite reads every answer the browser gets
 * (`e2e/support/conformance.ts`). Paths no operation has (a test's unknown route: 404/405) are the
 * server's business, not the document's, and are not checked.
 */
const DOCUMENT_FILE = path.join(import.meta.dirname, '..', '..', '..', 'frontend', 'src', 'shared', 'api', 'openapi.json');

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

interface Route {
  method: string;
  template: string;
  matches: ReturnType<typeof match>;
  operation: Operation;
}

/**
 * A schema of the document made ready for Ajv: `$ref: '#/components/…'` points into the document
 * registered under `openapi`, and `nullable: true` admits null whatever else the schema says (as
 * the client generator reads it: `{ nullable, allOf: [$ref] }` is "that object or null").
 */
function forAjv(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forAjv);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema as Record<string, unknown>;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? `openapi${value}` : forAjv(value)]),
  );
  return nullable === true ? { anyOf: [{ type: 'null' }, converted] } : converted;
}

export class Conformance {
  private readonly routes: Route[];
  private readonly ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  private readonly validators = new Map<string, ValidateFunction>();
  readonly violations: string[] = [];

  constructor(document: Document) {
    this.ajv.addSchema({ $id: 'openapi', components: forAjv(document.components) });
    // Literal paths first: `/api/teams/mine` is not `/api/teams/{id}`.
    const literalFirst = Object.entries(document.paths).sort(([a], [b]) => a.split('{').length - b.split('{').length);
    this.routes = literalFirst.flatMap(([template, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        matches: match(template.replace(/\{([^}]+)\}/g, ':$1'), { decode: false }),
        operation,
      })),
    );
  }

  check(method: string, url: string, status: number, body: unknown): void {
    const pathname = url.split('?')[0];
    const route = this.routes.find((r) => r.method === (method === 'HEAD' ? 'GET' : method) && r.matches(pathname));
    if (!route) return;
    const where = `${method} ${route.template} → ${status}`;
    const response = route.operation.responses?.[String(status)] ?? route.operation.responses?.default;
    if (!response) {
      this.violations.push(`${where}: status not declared (declared: ${Object.keys(route.operation.responses ?? {}).join(', ')})`);
      return;
    }
    const schema = response.content?.['application/json']?.schema;
    if (!schema) {
      if (body !== undefined && body !== '' && status !== 204) this.violations.push(`${where}: a JSON body where the document declares none`);
      return;
    }
    const key = `${route.method} ${route.template} ${status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(forAjv(schema) as object);
      this.validators.set(key, validate);
    }
    if (!validate(JSON.parse(JSON.stringify(body ?? null)))) {
      const errors = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
      this.violations.push(`${where}: ${errors.join('; ')}`);
    }
  }
}

/** A checker over the document the client is generated from. */
export const documentConformance = (): Conformance => new Conformance(JSON.parse(fs.readFileSync(DOCUMENT_FILE, 'utf8')) as Document);

/**
 * What the suites do with the violations, from `OPENAPI_CONFORMANCE`: `fail` (the default: a suite
 * that met one fails), `off`, or a file path the violations are appended to (to survey the whole
 * suite at once).
 */
export function reportViolations(violations: readonly string[]): void {
  const mode = process.env.OPENAPI_CONFORMANCE ?? 'fail';
  if (mode === 'off' || violations.length === 0) return;
  if (mode === 'fail') throw new Error(`answers that do not match the OpenAPI document:\n${[...new Set(violations)].join('\n')}`);
  fs.appendFileSync(mode, violations.map((v) => `${v}\n`).join(''));
}

let conformance: Conformance | undefined;

/**
 * Checks every `res.json` under /api of this test process against the document (once per process:
 * Express's response prototype is shared by every app a suite starts). Answers the list the
 * violations are collected in.
 */
export function checkAnswersAgainstDocument(): string[] {
  if (!conformance) {
    const checker = documentConformance();
    conformance = checker;
    const json = express.response.json;
    express.response.json = function (this: express.Response, body: unknown) {
      const req = this.req;
      if (req?.originalUrl?.startsWith('/api/')) checker.check(req.method, req.originalUrl, this.statusCode, body);
      return json.call(this, body);
    };
  }
  return conformance.violations;
}
