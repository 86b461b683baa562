import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportOpenApiDocument } from './export-openapi.js';

const committedPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../frontend/src/shared/api/openapi.json');

/** The first differing line, so a failure says where client and server part ways. */
function firstDifference(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const i = a.findIndex((line, n) => line !== b[n]);
  const at = i === -1 ? a.length : i;
  return `line ${at + 1}: committed ${JSON.stringify(a[at] ?? '<end>')}, server ${JSON.stringify(b[at] ?? '<end>')}`;
}

describe('OpenAPI export', () => {
  it('builds the document without a database, and it equals the committed openapi.json the client is generated from', async () => {
    const document = await exportOpenApiDocument();
    const parsed = JSON.parse(document) as { openapi: string; paths: Record<string, unknown> };
    expect(parsed.openapi).toMatch(/^3\./);
    expect(Object.keys(parsed.paths)).toContain('/api/health');

    const committed = fs.readFileSync(committedPath, 'utf8');
    if (document !== committed) {
      throw new Error(
        `frontend/src/shared/api/openapi.json is out of date (${firstDifference(committed, document)}). ` +
          'Run `npm run build -w backend && npm run codegen -w frontend` and commit the result.',
      );
    }
  });

  it('declares on every operation who may call it, and documents the 401 and 403 the guards answer', async () => {
    type Operation = { operationId: string; security?: Record<string, string[]>[]; responses: Record<string, unknown> };
    const { paths } = JSON.parse(await exportOpenApiDocument()) as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(paths).flatMap(([, item]) => Object.entries(item).map(([verb, operation]) => ({ verb, ...operation })));
    expect(operations.filter((op) => op.security === undefined).map((op) => op.operationId)).toEqual([]);
    const signedIn = operations.filter((op) => op.security!.length > 0);
    expect(signedIn.filter((op) => !op.responses['401']).map((op) => op.operationId)).toEqual([]);
    expect(operations.filter((op) => op.verb !== 'get' && !op.responses['403']).map((op) => op.operationId)).toEqual([]);
    // The public routes a visitor uses, and one that needs a session.
    const byId = new Map(operations.map((op) => [op.operationId, op]));
    expect(byId.get('Health_check')?.security).toEqual([]);
    expect(byId.get('MsMatrix_moveMember')?.security).toEqual([{ cookie: [] }]);
  });
});

