/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateEndpoints } from '@rtk-query/codegen-openapi';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The config `npm run codegen` uses, so this check cannot drift from it. */
const config = createRequire(import.meta.url)('../../../openapi-config.cjs') as Parameters<typeof generateEndpoints>[0];

// The server side (backend/src/tools/export-openapi.unit.spec.ts) checks openapi.json against the
// controllers; this checks the committed client against openapi.json. Together: no drift.
describe('generated API client', () => {
  it('is exactly what codegen makes from the committed openapi.json', async () => {
    // Without an output file codegen returns the source and imports `apiFile` as given, so it is
    // given relative to generated/, where the output lives.
    const regenerated = await generateEndpoints({
      ...config,
      schemaFile: path.join(here, 'openapi.json'),
      apiFile: '../base-api.ts',
      outputFile: undefined,
    });
    const committed = fs.readFileSync(path.join(here, 'generated', 'api.ts'), 'utf8');
    if (regenerated !== committed) {
      throw new Error('src/shared/api/generated/api.ts is out of date: run `npm run codegen -w frontend` and commit the result.');
    }
  });
});
