import { applyDecorators } from '@nestjs/common';
import { ApiConflictResponse, ApiHeader } from '@nestjs/swagger';
import { OrganizationValidationError } from '../domain/organization.errors.js';

/**
 * The revision a client last saw, from `If-Match: 3` (quotes and a weak prefix are tolerated).
 * Absent: the write applies to the latest state.
 */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const value = header.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  if (!/^\d+$/.test(value)) throw new OrganizationValidationError('INVALID_IF_MATCH', 'If-Match: リビジョン番号（0以上の整数）を指定してください');
  return Number(value);
}

/** Documents the optional If-Match header and its 409. */
export const ApiIfMatch = () =>
  applyDecorators(
    ApiHeader({ name: 'If-Match', required: false, description: 'The revision last read; a stale one answers 409 and changes nothing.' }),
    ApiConflictResponse({ description: 'The revision in If-Match is stale.' }),
  );
