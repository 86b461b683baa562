import type { OpenAPIObject, OperationObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';

// Malformed requests for every write route of an OpenAPI document (write-routes.fuzz.int.spec.ts).
// Each case changes one thing of an otherwise valid request, so that the body validation, and
// where the change is accepted the handler, is reached; a field gets a few samples of each class,
// not every combination.

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

export interface WriteRoute {
  method: (typeof WRITE_METHODS)[number];
  /** The document's path template, e.g. `/api/departments/{id}`. */
  path: string;
  operationId: string;
  pathParams: string[];
  /** The request body's content types; empty when the route takes no body. */
  bodyTypes: string[];
  /** The body's schema with `$ref`s resolved, when it has one. */
  body?: SchemaObject;
}

export interface FuzzCase {
  route: WriteRoute;
  /** What was changed, for the failure list: `name = null`, `path id = %00`. */
  label: string;
  path: string;
  contentType?: string;
  /** Sent as is: raw JSON text lets a case carry what JSON.stringify cannot (1e400, `__proto__`). */
  body?: string | Buffer;
  /** Multipart parts, when the route takes multipart. */
  multipart?: { fields: Record<string, string>; files: Record<string, Buffer> };
  /** The status the rule under test answers; without it, any answer below 500 passes. */
  expect?: 400 | 415;
}

/** What a valid request needs: existing ids for path parameters and body fields. */
export interface FuzzFixtures {
  /** The value of a path parameter of a route, an id that exists where the route needs one. */
  pathParam(route: WriteRoute, name: string): string;
  /** A valid body for the route (a fresh one each call: names are unique). */
  validBody(route: WriteRoute): Record<string, unknown>;
  /** Valid multipart parts for the route. */
  validMultipart(route: WriteRoute): { fields: Record<string, string>; files: Record<string, Buffer> };
}

const resolve = (doc: OpenAPIObject, schema: SchemaObject | ReferenceObject | undefined): SchemaObject | undefined => {
  if (!schema) return undefined;
  if ('$ref' in schema) return doc.components?.schemas?.[schema.$ref.split('/').pop() as string] as SchemaObject | undefined;
  return schema;
};

export function writeRoutes(doc: OpenAPIObject): WriteRoute[] {
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, item]) =>
      WRITE_METHODS.filter((method) => item[method]).map((method) => {
        const op = item[method] as OperationObject;
        const content = op.requestBody && 'content' in op.requestBody ? op.requestBody.content : {};
        const bodyTypes = Object.keys(content);
        return {
          method,
          path,
          operationId: op.operationId ?? `${method} ${path}`,
          pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
          bodyTypes,
          body: resolve(doc, bodyTypes.length > 0 ? content[bodyTypes[0]].schema : undefined),
        };
      }),
    );
}

/** The body's properties, each with its schema resolved. */
export function properties(doc: OpenAPIObject, route: WriteRoute): [string, SchemaObject][] {
  return Object.entries(route.body?.properties ?? {}).map(([name, schema]) => [name, resolve(doc, schema) ?? {}]);
}

const isStringy = (schema: SchemaObject) =>
  (schema.type === 'string' && schema.format !== 'binary') || (schema.type === 'array' && (schema.items as SchemaObject)?.type === 'string');

const NUL_AND_LONE_SURROGATES = ['T\u0000', '\ud800', 'x\udc00y'];

/** A JSON text of `body` with `field` set to raw JSON text (a number literal JSON.stringify cannot write). */
const withRaw = (body: Record<string, unknown>, field: string, rawJson: string) => {
  const rest = JSON.stringify({ ...body, [field]: undefined }).slice(1);
  return `{${JSON.stringify(field)}:${rawJson}${rest === '}' ? '' : ','}${rest}`;
};

const BODIES_OF_EACH_TYPE: [string, string][] = [
  ['text/plain', 'name=x'],
  ['application/xml', '<department><name>x</name></department>'],
  ['application/x-www-form-urlencoded', 'name=x&description=y'],
  ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx'],
  ['application/json', '{}'],
];

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

function wrongTypes(schema: SchemaObject): string[] {
  switch (schema.type) {
    case 'number':
    case 'integer':
      return ['"NaN"', '"Infinity"', '1e400', '-1e400', '"0.5"', '[0.5]'];
    case 'boolean':
      return ['"true"', '1'];
    case 'array':
      return ['"x"', '[[["x"]]]', '{"0":"x"}'];
    default:
      return ['12345', 'true', '["x"]', '{"a":"x"}'];
  }
}

/** Every case for one route. */
export function fuzzCases(doc: OpenAPIObject, route: WriteRoute, fixtures: FuzzFixtures): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const pathWith = (overrides: Record<string, string> = {}) =>
    route.path.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? encodeURIComponent(fixtures.pathParam(route, name)));
  const json = (label: string, body: string, expect?: 400 | 415): FuzzCase => ({
    route,
    label,
    path: pathWith(),
    contentType: 'application/json',
    body,
    expect,
  });

  const validRequest = (): FuzzCase =>
    route.bodyTypes.includes('application/json')
      ? { route, label: '', path: '', contentType: 'application/json', body: JSON.stringify(fixtures.validBody(route)) }
      : route.bodyTypes.includes('multipart/form-data')
        ? { route, label: '', path: '', multipart: fixtures.validMultipart(route) }
        : { route, label: '', path: '' };
  for (const param of route.pathParams) {
    const at = (label: string, raw: string, expect?: 400): FuzzCase => ({
      ...validRequest(),
      label: `path ${param} = ${label}`,
      path: pathWith({ [param]: raw }),
      expect,
    });
    cases.push(
      at('%00', '%00', 400),
      at('T%00x', 'T%00x', 400),
      at('%ED%A0%80 (an encoded lone surrogate)', '%ED%A0%80'),
      at('not-a-uuid', 'not-a-uuid'),
      at('an unknown uuid', '00000000-0000-4000-8000-000000000000'),
      at('2,000 characters', 'x'.repeat(2000)),
    );
  }

  // A route without a declared body reads JSON (and ignores it).
  const readTypes = route.bodyTypes.length > 0 ? route.bodyTypes : ['application/json'];
  for (const [type, body] of BODIES_OF_EACH_TYPE) {
    if (readTypes.some((read) => type.startsWith(read))) continue;
    cases.push({ route, label: `body of type ${type}`, path: pathWith(), contentType: type, body, expect: 415 });
  }

  if (route.bodyTypes.includes('application/json')) {
    const valid = () => fixtures.validBody(route);
    for (const [field, schema] of properties(doc, route)) {
      const set = (value: unknown) => JSON.stringify({ ...valid(), [field]: value });
      if (isStringy(schema)) {
        for (const text of NUL_AND_LONE_SURROGATES) {
          const value = schema.type === 'array' ? [text] : text;
          cases.push(json(`${field} = ${JSON.stringify(value)}`, set(value), 400));
        }
        cases.push(json(`${field} = 100,000 characters`, set(schema.type === 'array' ? ['x'.repeat(100_000)] : 'x'.repeat(100_000))));
      }
      cases.push(json(`${field} = null`, set(null), schema.nullable ? undefined : 400));
      for (const raw of wrongTypes(schema)) cases.push(json(`${field} = ${raw}`, withRaw(valid(), field, raw)));
      if (/Id$/.test(field)) {
        for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', ' ']) cases.push(json(`${field} = ${JSON.stringify(id)}`, set(id)));
      }
      cases.push(json(`${field} nested 5,000 deep`, withRaw(valid(), field, deep(5000)), 400));
    }
    cases.push(
      json('a key with NUL', JSON.stringify({ ...valid(), 'na\u0000me': 'x' }), 400),
      json('__proto__ key', withRaw(valid(), '__proto__', '{"polluted":true}'), 400),
      json('constructor key', withRaw(valid(), 'constructor', '{"prototype":{"polluted":true}}'), 400),
      json('body nested 5,000 deep', deep(5000), 400),
      json('body is a string', '"x"'),
      json('body is an array', '[]'),
      json('body is null', 'null'),
      json('body is not JSON', '{"name":'),
    );
  }

  if (route.bodyTypes.includes('multipart/form-data')) {
    const valid = () => fixtures.validMultipart(route);
    for (const [field, schema] of properties(doc, route)) {
      if (schema.format === 'binary') {
        const parts = valid();
        const withNul = Buffer.concat([parts.files[field], Buffer.from('\u0000\r\n')]);
        cases.push({ route, label: `file ${field} with a NUL byte`, path: pathWith(), multipart: { ...parts, files: { ...parts.files, [field]: withNul } } });
        continue;
      }
      // Multipart carries UTF-8 only: a lone surrogate arrives as U+FFFD, so NUL is the case here.
      for (const text of ['T\u0000', '\u0000']) {
        const parts = valid();
        cases.push({ route, label: `field ${field} = ${JSON.stringify(text)}`, path: pathWith(), multipart: { ...parts, fields: { ...parts.fields, [field]: text } }, expect: 400 });
      }
    }
    cases.push({
      route,
      label: 'multipart cut short',
      path: pathWith(),
      contentType: 'multipart/form-data; boundary=zz',
      body: '--zz\r\nContent-Disposition: form-data; name="teamId"\r\n\r\nx',
      expect: 400,
    });
  }
  return cases;
}
