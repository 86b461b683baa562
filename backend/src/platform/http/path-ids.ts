import { createParamDecorator, ParseUUIDPipe, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { EdgeInputPipe } from './edge-input.pipe.js';

/** Each path parameter's name and the error its malformed value answers (the not-found of what it names, or ParseUUIDPipe's 400 without one). */
export type PathIdErrors<Name extends string> = Readonly<Record<Name, (() => Error) | null>>;

/**
 * Checks each named path parameter as the global pipes and `@Param(name, ParseUUIDPipe)` would: the
 * edge check first (text PostgreSQL cannot store: 400, decision 0019; the global pipe passes a
 * custom decorator's value through), then its own `ParseUUIDPipe`; answers them as one object.
 */
class PathIdsPipe implements PipeTransform<Record<string, string>, Promise<Record<string, string>>> {
  private readonly pipes: [string, ParseUUIDPipe][];
  private readonly edge = new EdgeInputPipe();

  constructor(errors: PathIdErrors<string>) {
    this.pipes = Object.entries(errors).map(([name, error]) => [name, new ParseUUIDPipe(error ? { exceptionFactory: error } : {})]);
  }

  async transform(params: Record<string, string>): Promise<Record<string, string>> {
    const checked: Record<string, string> = {};
    for (const [name] of this.pipes) this.edge.transform(params[name], { type: 'param', data: name });
    for (const [name, pipe] of this.pipes) checked[name] = String(await pipe.transform(params[name], { type: 'param', data: name }));
    return checked;
  }
}

const pathParams = createParamDecorator((_data: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<Request>().params);

/**
 * A resource addressed by several ids in its path (an event's material, a post's reply), as one
 * handler parameter: `@PathIds({ eventId: null, materialId: () => new NotFound() }) { eventId, materialId }`.
 * Each id is checked as `@Param(name, ParseUUIDPipe)` would (in order, the first bad one answers),
 * and the OpenAPI document lists each as a path parameter, as `@Param` does.
 */
export function PathIds<Name extends string>(errors: PathIdErrors<Name>): ParameterDecorator {
  return (target, key, index) => {
    pathParams(undefined, new PathIdsPipe(errors))(target, key, index);
    const descriptor = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (!descriptor || key === undefined) throw new Error('@PathIds() decorates a route handler parameter');
    for (const name of Object.keys(errors)) ApiParam({ name, required: true, type: String })(target, key, descriptor);
  };
}
