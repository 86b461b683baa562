import { applyDecorators, type Type } from '@nestjs/common';
import { ApiProduces, ApiResponse, type ApiResponseNoStatusOptions } from '@nestjs/swagger';

/** The answers a route documents, by name; the numbers the OpenAPI document carries. */
const STATUS = {
  ok: 200,
  created: 201,
  accepted: 202,
  noContent: 204,
  found: 302,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  rangeNotSatisfiable: 416,
  partialContent: 206,
  notModified: 304,
  tooManyRequests: 429,
  badGateway: 502,
  serviceUnavailable: 503,
} as const;

/**
 * One documented answer: the body's class (`[Class]` for a list), a description (`''` for none),
 * or swagger's own options when the answer needs both or a schema.
 */
type Answer = Type<unknown> | [Type<unknown>] | string | ApiResponseNoStatusOptions;

type Answers = Partial<Record<keyof typeof STATUS, Answer>>;

function responseOptions(answer: Answer): ApiResponseNoStatusOptions {
  if (typeof answer === 'string') return { description: answer };
  if (typeof answer === 'function' || Array.isArray(answer)) return { type: answer };
  return { ...answer };
}

/**
 * Every answer a route documents, in one decorator: `@ApiAnswers({ ok: EventResponse, notFound:
 * 'Unknown event' })` documents what `@ApiOkResponse({ type: EventResponse })` and
 * `@ApiNotFoundResponse({ description: 'Unknown event' })` did. Placed below `@ApiIfMatch()`, whose
 * 409 text then follows the route's own.
 */
export const ApiAnswers = (answers: Answers) =>
  applyDecorators(
    ...Object.entries(answers).map(([name, answer]) =>
      ApiResponse({ ...responseOptions(answer as Answer), status: STATUS[name as keyof typeof STATUS] }),
    ),
  );

/**
 * A ranged video download's answers (`sendStoredFile`, decision 0095): the video, a byte range, an
 * ETag that still holds, a range past the end, and the route's own refusals (`refusals`).
 */
export const ApiVideoAnswers = (refusals: Pick<Answers, 'forbidden' | 'notFound'>) =>
  applyDecorators(
    ApiProduces('video/mp4', 'video/webm', 'video/quicktime'),
    ApiAnswers({
      ok: { description: 'The video (byte ranges answered)', schema: { type: 'string', format: 'binary' } },
      partialContent: 'The byte range asked for',
      notModified: 'The ETag still holds',
      rangeNotSatisfiable: 'A range past the end',
      ...refusals,
    }),
  );
