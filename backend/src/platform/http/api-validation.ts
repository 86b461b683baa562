import type { OpenAPIObject } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import type { ClassType, RouteRule } from '../auth/route-rules.js';

interface Rule {
  name: string;
  constraints: unknown[];
  each: boolean;
}

const VERBS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Components = NonNullable<OpenAPIObject['components']>;
/** A schema written inline (not a `$ref`), as `@nestjs/swagger` types it (its package exports no name for it). */
type SchemaObject = Exclude<NonNullable<Components['schemas']>[string], { $ref: string }>;

/** Each property's validation rules of a DTO class (its parents' included), by property. */
function rulesOf(type: ClassType): Map<string, Rule[]> {
  const storage = getMetadataStorage();
  const byProperty = new Map<string, Rule[]>();
  for (const meta of storage.getTargetValidationMetadatas(type as never, '', true, false)) {
    const name = meta.name ?? meta.type;
    const rules = byProperty.get(meta.propertyName) ?? [];
    rules.push({ name, constraints: (meta.constraints ?? []) as unknown[], each: meta.each === true });
    byProperty.set(meta.propertyName, rules);
  }
  return byProperty;
}

/** A JavaScript regular expression as an OpenAPI (ECMA-262) pattern, when its flags allow one. */
const patternOf = (value: unknown): string | undefined => (value instanceof RegExp && /^u?$/.test(value.flags) ? value.source : undefined);

/**
 * Writes what the validation rules refuse into a property's schema, where the schema does not say
 * it already: a whole number is an `integer`, a string's length, pattern, e-mail and UUID format,
 * a number's bounds, the allowed values. A rule applied to each item (`each`) goes to `items`.
 */
function applyRules(schema: SchemaObject, rules: readonly Rule[]): void {
  for (const rule of rules) {
    const target = rule.each && schema.items && !('$ref' in schema.items) ? (schema.items as SchemaObject) : schema;
    const [first, second] = rule.constraints;
    switch (rule.name) {
      case 'isInt':
        if (target.type === 'number' || target.type === undefined) target.type = 'integer';
        break;
      case 'isString':
        target.type ??= 'string';
        break;
      case 'isBoolean':
        target.type ??= 'boolean';
        break;
      case 'isNumber':
        target.type ??= 'number';
        break;
      case 'maxLength':
        if (typeof first === 'number') target.maxLength ??= first;
        break;
      case 'minLength':
        if (typeof first === 'number') target.minLength ??= first;
        break;
      case 'isNotEmpty':
        if (target.type === 'string') target.minLength ??= 1;
        break;
      case 'max':
        if (typeof first === 'number') target.maximum ??= first;
        break;
      case 'min':
        if (typeof first === 'number') target.minimum ??= first;
        break;
      case 'matches': {
        const pattern = patternOf(first) ?? (typeof first === 'string' && (second === undefined || second === 'u') ? first : undefined);
        if (pattern !== undefined) target.pattern ??= pattern;
        break;
      }
      case 'isEmail':
        target.format ??= 'email';
        break;
      case 'isUuid':
        target.format ??= 'uuid';
        break;
      case 'isIn':
        if (Array.isArray(first) && target.enum === undefined) target.enum = first;
        break;
      case 'arrayMaxSize':
        if (typeof first === 'number') schema.maxItems ??= first;
        break;
    }
  }
}

/**
 * The validation rules of the DTOs, written into the OpenAPI document so it refuses what the server
 * refuses (class-validator's metadata, the rules the ValidationPipe runs): the request bodies'
 * component schemas (by class name) and each route's query parameters (from the class of its
 * `@Query()`). Request bodies are closed (`additionalProperties: false`): the pipe refuses unknown
 * fields (`forbidNonWhitelisted`).
 */
export function documentValidation(document: OpenAPIObject, routes: readonly RouteRule[]): OpenAPIObject {
  const schemas = (document.components?.schemas ?? {}) as Record<string, SchemaObject>;
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<ClassType, unknown[]> };
  const requestTypes = new Set([...storage.validationMetadatas.keys()]);
  for (const type of requestTypes) {
    const schema = schemas[type.name];
    if (!schema?.properties) continue;
    for (const [property, rules] of rulesOf(type)) {
      const propertySchema = schema.properties[property];
      if (propertySchema && !('$ref' in propertySchema)) applyRules(propertySchema, rules);
    }
    schema.additionalProperties ??= false;
  }
  const byOperationId = new Map(routes.map((route) => [`${route.controller.replace(/Controller$/, '')}_${route.handler}`, route]));
  for (const item of Object.values(document.paths)) {
    for (const verb of VERBS) {
      const operation = item[verb];
      const queryType = operation?.operationId ? byOperationId.get(operation.operationId)?.queryType : undefined;
      if (!operation?.parameters || !queryType) continue;
      const rules = rulesOf(queryType);
      for (const parameter of operation.parameters) {
        if ('$ref' in parameter || parameter.in !== 'query') continue;
        const parameterRules = rules.get(parameter.name);
        if (!parameterRules) continue;
        parameter.schema ??= {};
        if (!('$ref' in parameter.schema)) applyRules(parameter.schema, parameterRules);
      }
    }
  }
  return document;
}
