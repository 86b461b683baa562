import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { DECORATORS } from '@nestjs/swagger';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../domain/storable-text.js';

/** Keys that reach an object's prototype when code copies or merges a parsed body. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const PROTOTYPE_KEY_MESSAGE = 'この項目名は使用できません';
export const NULL_MESSAGE = 'nullは指定できません（項目を省略するか、値を指定してください）';

/**
 * The first global pipe: refuses, with a 400 naming each field, input that no validation rule
 * or handler should ever see (docs/decisions/0019-input-at-the-edge.md):
 * - text PostgreSQL cannot store (U+0000, a lone surrogate) in a body, a multipart field, a path
 *   parameter or a query value, in keys and values alike;
 * - the keys `__proto__`, `constructor` and `prototype`;
 * - `null` for a body field whose OpenAPI declaration (`@ApiProperty`) is not `nullable`:
 *   `@IsOptional()` lets null through as if the field were absent, and the handler then meets
 *   it. Where the document says nullable, null passes on to the DTO's rules.
 * The values of our own parameter decorators (`@CurrentUser`, `@IfMatch`, `@UploadedFile`) are
 * not request text: an uploaded file's content is checked where it is read (the CSV import).
 */
@Injectable()
export class EdgeInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const problems = unsafeInput(value, metadata.type === 'body' ? '' : (metadata.data ?? ''));
    if (metadata.type === 'body' && metadata.metatype) problems.push(...undeclaredNulls(value, metadata.metatype, ''));
    if (problems.length > 0) throw new BadRequestException(problems);
    return value;
  }
}

const child = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** Unstorable text and prototype keys anywhere in `value`, each named by its path; never recurses. */
export function unsafeInput(value: unknown, path: string): string[] {
  const problems: string[] = [];
  const pending: [unknown, string][] = [[value, path]];
  // Breadth first, so that the messages follow the fields' order.
  for (let i = 0; i < pending.length; i += 1) {
    const [node, at] = pending[i];
    if (typeof node === 'string') {
      if (!isStorableText(node)) problems.push(`${at || 'body'}: ${UNSTORABLE_TEXT_MESSAGE}`);
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    for (const [key, item] of Object.entries(node)) {
      if (!isStorableText(key)) problems.push(`${at || 'body'}: 項目名に${UNSTORABLE_TEXT_MESSAGE}`);
      else if (PROTOTYPE_KEYS.has(key)) problems.push(`${child(at, key)}: ${PROTOTYPE_KEY_MESSAGE}`);
      else pending.push([item, child(at, key)]);
    }
  }
  return problems;
}

type Class = abstract new (...args: never[]) => unknown;

const NOT_DTOS = new Set<unknown>([Object, String, Number, Boolean, Array, Date, Buffer]);

interface DeclaredProperty {
  nullable?: boolean;
  /** A class, `() => Class` (a lazy reference), or a type name such as 'string'. */
  type?: unknown;
}

/** The DTO class a declared property holds, if it holds one. */
function nestedDto(dto: Class, key: string, declared: DeclaredProperty | undefined): Class | undefined {
  const lazy = typeof declared?.type === 'function' && !('prototype' in declared.type);
  const type = lazy ? (declared.type as () => unknown)() : (declared?.type ?? Reflect.getMetadata('design:type', dto.prototype, key));
  return typeof type === 'function' && !NOT_DTOS.has(type) ? (type as Class) : undefined;
}

/** Body fields, nested DTOs included, that are null where the DTO does not declare them nullable. */
export function undeclaredNulls(value: unknown, dto: unknown, path: string): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || typeof dto !== 'function' || NOT_DTOS.has(dto)) return [];
  const type = dto as Class;
  return Object.entries(value).flatMap(([key, item]) => {
    const declared = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, type.prototype, key) as DeclaredProperty | undefined;
    if (item === null) return declared?.nullable === true ? [] : [`${child(path, key)}: ${NULL_MESSAGE}`];
    const nested = nestedDto(type, key, declared);
    if (!nested) return [];
    return Array.isArray(item)
      ? item.flatMap((element, i) => (element === null ? [`${child(child(path, key), i)}: ${NULL_MESSAGE}`] : undeclaredNulls(element, nested, child(child(path, key), i))))
      : undeclaredNulls(item, nested, child(path, key));
  });
}
