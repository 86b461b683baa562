import type { OpenAPIObject } from '@nestjs/swagger';
import type { RouteRule } from '../auth/route-rules.js';
import { documentAccess } from './api-security.js';

const rule = (controller: string, handler: string, method: string, r: RouteRule['rule']): RouteRule => ({ controller, handler, method, path: '/', rule: r });
const op = (operationId: string, responses: Record<string, { description: string }> = { '200': { description: '' } }) => ({ operationId, responses });

const doc = (): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  paths: {
    '/api/health': { get: op('Health_check') },
    '/api/inquiries': { post: op('Companion_inquire', { '201': { description: '' } }) },
    '/api/board': { get: op('Board_read'), put: op('Board_move', { '200': { description: '' }, '403': { description: 'Not a leader of this team.' } }) },
    '/api/admin/rebuild': { post: op('Admin_rebuild') },
  },
});

const rules = [
  rule('HealthController', 'check', 'GET', 'public'),
  rule('CompanionController', 'inquire', 'POST', 'public'),
  rule('BoardController', 'read', 'GET', 'signed_in'),
  rule('BoardController', 'move', 'PUT', 'signed_in'),
  rule('AdminController', 'rebuild', 'POST', 'admin'),
];

describe('documentAccess: what the guards answer, in the OpenAPI document', () => {
  const { paths } = documentAccess(doc(), rules);

  it('declares no security on a public read and documents no refusal it cannot give', () => {
    expect(paths['/api/health'].get).toMatchObject({ security: [] });
    // No 401/403 (nor a 400: it takes no input); the 503 of an unavailable database, which every route can give.
    expect(Object.keys(paths['/api/health'].get!.responses).sort()).toEqual(['200', '503']);
  });

  it('documents the CSRF refusal on every write, a public one included, but no 401 there', () => {
    expect(paths['/api/inquiries'].post!.security).toEqual([]);
    expect(paths['/api/inquiries'].post!.responses['403']).toMatchObject({ description: expect.stringContaining('CSRF') });
    expect(paths['/api/inquiries'].post!.responses['401']).toBeUndefined();
  });

  it('asks for the session cookie and documents 401 on a signed-in route, keeping the route’s own 403 text', () => {
    expect(paths['/api/board'].get).toMatchObject({ security: [{ cookie: [] }], responses: { '401': { description: expect.stringContaining('Not signed in') } } });
    expect(paths['/api/board'].get!.responses['403']).toBeUndefined();
    // The route's own text, with the error body every error has.
    expect(paths['/api/board'].put!.responses['403']).toEqual({
      description: 'Not a leader of this team.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
    });
  });

  it('documents the role refusal of an admin route', () => {
    expect(paths['/api/admin/rebuild'].post!.responses['403']).toMatchObject({ description: 'Only admins may call this.' });
  });
});
