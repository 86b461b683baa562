import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's response headers, worked out once: Helmet runs one middleware per header (twelve
 * calls and twelve `setHeader`s on every answer, API writes included), and with options that are
 * plain values (no function directives, no nonces) every answer gets the same headers. This
 * runs Helmet once at start on a response that only records, and answers one middleware that
 * sets what it recorded and removes what it removed. Function-valued CSP directives would
 * differ per request: they are refused.
 */
export function securityHeaders(options: HelmetOptions): (req: Request, res: Response, next: NextFunction) => void {
  const directives = typeof options.contentSecurityPolicy === 'object' ? (options.contentSecurityPolicy.directives ?? {}) : {};
  for (const [name, value] of Object.entries(directives)) {
    if (typeof value === 'function' || (Array.isArray(value) && value.some((item) => typeof item === 'function'))) {
      throw new Error(`securityHeaders: the CSP directive ${name} is computed per request; use helmet() itself`);
    }
  }
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let called = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    called = true;
  });
  if (!called) throw new Error('securityHeaders: helmet did not finish synchronously');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/**
 * The app's own headers: HSTS only when `BASE_URL` is https (over plain HTTP it would pin
 * browsers to an HTTPS this deployment does not serve), and a CSP that runs only our scripts but
 * shows pictures and plays videos from any https address (learning contents link their
 * thumbnails and videos wherever they are hosted; an image or a video cannot run code).
 */
export function appSecurityHeaderOptions(settings: { baseUrl: string; issuerUrl?: string }): HelmetOptions {
  return {
    strictTransportSecurity: settings.baseUrl.startsWith('https://') ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'form-action': ["'self'", ...(settings.issuerUrl ? [new URL(settings.issuerUrl).origin] : [])],
        'upgrade-insecure-requests': null,
      },
    },
  };
}
