/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateEndpoints } from '@rtk-query/codegen-openapi';

const here = path.dirname(fileURLToPath(import.meta.url));

// The server side (backend/src/tools/export-openapi.unit.spec.ts) checks openapi.json against the
// controllers; this checks the committed client against openapi.json. Together: no drift.
describe('generated API client', () => {
  it('is exactly what codegen makes from the committed openapi.json', async () => {
    const regenerated = await generateEndpoints({
      schemaFile: path.join(here, 'openapi.json'),
      apiFile: '../base-api.ts',
      apiImport: 'baseApi',
      exportName: 'api',
      hooks: true,
      tag: true,
    });
    const committed = fs.readFileSync(path.join(here, 'generated', 'api.ts'), 'utf8');
    if (regenerated !== committed) {
      throw new Error('src/shared/api/generated/api.ts is out of date: run `npm run codegen -w frontend` and commit the result.');
    }
  });
});
