import { MethodNotAllowedException, NotFoundException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { match } from 'path-to-regexp';
import type { RouteRule } from '../auth/route-rules.js';

/** The segment routes are grouped by: `teams` of `/api/teams/:id` (a parameter there: every group's fallback). */
const groupOf = (path: string) => {
  const segment = path.split('/')[2] ?? '';
  return segment.startsWith(':') ? '*' : segment;
};

/**
 * What answers an /api request no controller took (mounted after every route, see
 * AppExpressAdapter): a path a route answers, but not with the request's method, is a 405 with the
 * `Allow` header listing the methods that path takes (RFC 9110 §15.5.6); any other is a 404 in
 * Japanese. GET routes take HEAD too (Express answers HEAD with the GET handler). The routes are
 * grouped by their first segment under /api, so a request tries the few patterns of its group.
 */
export function unmatchedApiRoute(routes: readonly Pick<RouteRule, 'method' | 'path'>[]): RequestHandler {
  const byPath = new Map<string, Set<string>>();
  for (const route of routes) {
    const methods = byPath.get(route.path) ?? new Set<string>();
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
    byPath.set(route.path, methods);
  }
  const groups = new Map<string, { matches: ReturnType<typeof match>; methods: Set<string> }[]>();
  for (const [path, methods] of byPath) {
    const group = groups.get(groupOf(path)) ?? [];
    group.push({ matches: match(path, { decode: false }), methods });
    groups.set(groupOf(path), group);
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.originalUrl.split('?')[0];
    const candidates = [...(groups.get(groupOf(path)) ?? []), ...(groups.get('*') ?? [])];
    const allowed = new Set(candidates.filter((pattern) => pattern.matches(path)).flatMap((pattern) => [...pattern.methods]));
    if (allowed.size === 0 || allowed.has(req.method) || allowed.has('ALL')) return next(new NotFoundException(`${req.method} ${path} は存在しません`));
    const allow = [...allowed].sort().join(', ');
    res.setHeader('Allow', allow);
    next(new MethodNotAllowedException(`${req.method} は ${path} では使えません（使えるメソッド: ${allow}）`));
  };
}
