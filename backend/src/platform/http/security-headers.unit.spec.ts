import express from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import request from 'supertest';
import { securityHeaders } from './security-headers.js';

/** The headers a browser gets from a route behind `middleware`, minus those that differ per answer. */
async function headersBehind(middleware: express.RequestHandler): Promise<Record<string, unknown>> {
  const app = express();
  app.use((_req, res, next) => {
    // What Express sets unless told otherwise: the middleware must take it away as Helmet does.
    res.setHeader('X-Powered-By', 'Express');
    next();
  });
  app.use(middleware);
  app.get('/api/thing', (_req, res) => res.json({ ok: true }));
  const res = await request(app).get('/api/thing').expect(200);
  const { date: _date, etag: _etag, ...headers } = res.headers as Record<string, unknown>;
  return headers;
}

const ours: HelmetOptions = {
  strictTransportSecurity: false,
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'img-src': ["'self'", 'data:', 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'form-action': ["'self'", 'https://issuer.example'],
      'upgrade-insecure-requests': null,
    },
  },
};

describe('securityHeaders', () => {
  it.each([
    ['plain http (no HSTS)', ours],
    ['https (HSTS for a year, subdomains)', { ...ours, strictTransportSecurity: { maxAge: 365 * 24 * 3600, includeSubDomains: true } }],
    ["Helmet's defaults", {}],
  ])('sends exactly the headers helmet() sends: %s', async (_name, options) => {
    const expected = await headersBehind(helmet(options));
    expect(await headersBehind(securityHeaders(options))).toEqual(expected);
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    expect(expected['x-powered-by']).toBeUndefined();
  });

  it('refuses a CSP directive computed per request, which one fixed set of headers cannot carry', () => {
    const nonce = () => "'nonce-abc'";
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { 'script-src': ["'self'", nonce] } } })).toThrow(/script-src/);
  });
});
