import type { INestApplicationContext } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { ACCESS_RULE, type AccessRule } from './access.decorator.js';

/** A class, as decorators and `design:paramtypes` hand it over. */
export type ClassType = abstract new (...args: never[]) => unknown;

export interface RouteRule {
  controller: string;
  handler: string;
  method: string;
  path: string;
  rule: AccessRule | undefined;
  /** The class of the route's whole `@Query()` object, when it takes one (its validation rules document the query parameters). */
  queryType?: ClassType;
}

/** The class a handler's `@Query()` (the whole query, not one key) is validated as. */
function queryTypeOf(type: ClassType, name: string): ClassType | undefined {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {}) as Record<string, { index: number; data?: unknown }>;
  const whole = Object.entries(args).find(([key, arg]) => key.startsWith(`${RouteParamtypes.QUERY}:`) && arg.data === undefined);
  if (!whole) return undefined;
  const types = (Reflect.getMetadata('design:paramtypes', type.prototype, name) ?? []) as ClassType[];
  const queryType = types[whole[1].index];
  return queryType && queryType !== Object ? queryType : undefined;
}

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD', 'SEARCH'];

/**
 * Every controller route of the app with the access rule the AccessGuard will read. Reads only the
 * module graph and metadata, so it works in Nest's preview mode too (the OpenAPI export, which
 * instantiates no provider).
 */
export function listRouteRules(app: INestApplicationContext): RouteRule[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  return discovery.getControllers().flatMap((wrapper) => {
    const type = wrapper.metatype as (abstract new (...args: never[]) => unknown) | undefined;
    if (!type?.prototype) return [];
    const base = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, type) ?? '');
    return scanner.getAllMethodNames(type.prototype).flatMap((name) => {
      const handler = (type.prototype as Record<string, unknown>)[name] as object;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as number | undefined;
      if (path === undefined || method === undefined) return [];
      const rule = reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [handler as never, type as never]);
      return ([] as string[]).concat(path).map((p) => ({
        controller: type.name,
        handler: name,
        method: HTTP_METHODS[method] ?? String(method),
        path: `/${[...base, p].join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1'),
        rule,
        queryType: queryTypeOf(type, name),
      }));
    });
  });
}
