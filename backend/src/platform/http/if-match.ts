import { applyDecorators, BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiConflictResponse, ApiHeader } from '@nestjs/swagger';
import type { Request } from 'express';

const REVISION = /^(?:W\/)?"?(\d{1,9})"?$/;
/** What the OpenAPI document says an `If-Match` may be: a revision as parseIfMatch reads it, `*`, or blank (surrounding spaces allowed). */
export const IF_MATCH_PATTERN = '^\\s*((W/)?"?\\d{1,9}"?|\\*)?\\s*$';

/**
 * The expected stream revision from an `If-Match` header: `3`, `"3"` or `W/"3"`.
 * Absent (or `*`) means "apply to the latest state"; anything else unreadable is a 400.
 */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const match = REVISION.exec(header.trim());
  if (!match) throw new BadRequestException('If-Match: リビジョン番号（0以上の整数）を指定してください');
  return Number(match[1]);
}

/**
 * The parsed `If-Match` revision as a handler parameter. A custom decorator (not `@Headers`) so
 * the OpenAPI document lists the header once, through `@ApiIfMatch()`.
 */
export const IfMatch = createParamDecorator((_data: unknown, ctx: ExecutionContext): number | undefined => {
  const header = ctx.switchToHttp().getRequest<Request>().headers['if-match'];
  return parseIfMatch(Array.isArray(header) ? header[0] : header);
});

/** Documents the optional If-Match header and the 409 a stale one answers. */
export const ApiIfMatch = () =>
  applyDecorators(
    ApiHeader({
      name: 'If-Match',
      required: false,
      description: 'The revision last read (`3`, `"3"` or `W/"3"`; `*` or none: the latest); a stale one answers 409 and changes nothing, an unreadable one 400.',
      schema: { type: 'string', pattern: IF_MATCH_PATTERN },
    }),
    ApiConflictResponse({ description: 'The revision in If-Match is stale.' }),
  );
