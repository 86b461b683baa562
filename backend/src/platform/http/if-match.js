import { applyDecorators, BadRequestException, createParamDecorator } from '@nestjs/common';
import { ApiConflictResponse, ApiHeader } from '@nestjs/swagger';
/**
 * The expected stream revision from an `If-Match` header: `3`, `"3"` or `W/"3"`.
 * Absent (or `*`) means "apply to the latest state"; anything else unreadable is a 400.
 */
export function parseIfMatch(header) {
    if (header === undefined || header.trim() === '' || header.trim() === '*')
        return undefined;
    const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
    if (!match)
        throw new BadRequestException('If-Match: リビジョン番号（0以上の整数）を指定してください');
    return Number(match[1]);
}
/**
 * The parsed `If-Match` revision as a handler parameter. A custom decorator (not `@Headers`) so
 * the OpenAPI document lists the header once, through `@ApiIfMatch()`.
 */
export const IfMatch = createParamDecorator((_data, ctx) => {
    const header = ctx.switchToHttp().getRequest().headers['if-match'];
    return parseIfMatch(Array.isArray(header) ? header[0] : header);
});
/** Documents the optional If-Match header and the 409 a stale one answers. */
export const ApiIfMatch = () => applyDecorators(ApiHeader({ name: 'If-Match', required: false, description: 'The revision last read; a stale one answers 409 and changes nothing.' }), ApiConflictResponse({ description: 'The revision in If-Match is stale.' }));
