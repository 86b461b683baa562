import { BadRequestException } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/**
 * How deep a JSON body may nest. Our bodies are objects of scalars and arrays (depth 2); the
 * limit leaves room for nested objects and keeps every recursive walk that follows (validation,
 * class-transformer) far from the end of the stack: 5,000 levels overflowed it.
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `リクエストのJSONの入れ子が深すぎます（${MAX_JSON_DEPTH}階層まで）`;

/** Whether `value` nests objects or arrays more than `maxDepth` levels deep (a scalar is 0, `{}` is 1). Never recurses. */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth > maxDepth) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Parses a JSON body (`application/json` only, at most `limit`) and refuses one nested too deep with a 400. */
export function jsonBody(limit: string): RequestHandler[] {
  return [
    express.json({ limit }),
    (req: Request, _res: Response, next: NextFunction) => {
      next(nestsDeeperThan(req.body, MAX_JSON_DEPTH) ? new BadRequestException(TOO_DEEP_MESSAGE) : undefined);
    },
  ];
}
