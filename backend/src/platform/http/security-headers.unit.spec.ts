import express from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import request from 'supertest';
import { appSecurityHeaderOptions, securityHeaders } from './security-headers.js';

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

const ours: HelmetOptions = appSecurityHeaderOptions({ baseUrl: 'http://localhost:3000', issuerUrl: 'https://issuer.example/realms/pivot' });

/** The app's Content-Security-Policy, directive by directive. */
async function appPolicy(): Promise<Map<string, string[]>> {
  const policy = String((await headersBehind(securityHeaders(ours)))['content-security-policy']);
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

describe('securityHeaders', () => {
  it.each([
    ['plain http (no HSTS)', ours],
    ['https (HSTS for a year, subdomains)', appSecurityHeaderOptions({ baseUrl: 'https://pivot.example' })],
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

  it('shows https pictures and plays https videos (learning thumbnails and videos live anywhere), but runs only our own scripts', async () => {
    const policy = await appPolicy();
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'https:']));
    expect(policy.get('media-src')).toEqual(expect.arrayContaining(["'self'", 'https:']));
    expect(policy.get('img-src')).not.toContain('http:');
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://issuer.example']);
  });
});
