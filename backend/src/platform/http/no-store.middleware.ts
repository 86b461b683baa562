import type { NextFunction, Request, Response } from 'express';

/**
 * `Cache-Control: no-store` for every answer of the API and the sign-in issuer, errors and CSV
 * downloads included: they carry personal data, which no browser cache or shared proxy may keep
 * (a shared computer's back button, a company proxy). Set before any handler, so none forgets it.
 */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
