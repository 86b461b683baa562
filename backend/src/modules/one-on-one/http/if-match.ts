import { BadRequestException } from '@nestjs/common';

/**
 * The expected stream revision from an `If-Match` header: `3`, `"3"` or `W/"3"`.
 * Absent means "apply to the latest state"; anything else unreadable is a 400.
 */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  if (!match) throw new BadRequestException('If-Match: リビジョン番号を指定してください');
  return Number(match[1]);
}
