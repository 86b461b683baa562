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
const { outputFiles, ...common } = createRequire(import.meta.url)('../../../openapi-config.cjs') as {
  outputFiles: Record<string, Omit<Parameters<typeof generateEndpoints>[0], 'outputFile'>>;
} & Omit<Parameters<typeof generateEndpoints>[0], 'outputFile'>;

// The server side (backend/src/tools/export-openapi.unit.spec.ts) checks openapi.json against the
// controllers; this checks the committed client against openapi.json. Together: no drift.
describe('generated API client', () => {
  it('is exactly what codegen makes from the committed openapi.json, one file per controller and no other', async () => {
    const expected = Object.keys(outputFiles).map((file) => path.basename(file));
    const committed = fs.readdirSync(path.join(here, 'generated')).filter((file) => !['endpoints.ts', 'all-endpoints.ts'].includes(file));
    expect(committed.sort()).toEqual(expected.sort());
    for (const [file, options] of Object.entries(outputFiles)) {
      // Without an output file codegen returns the source and imports `apiFile` as given, so it is
      // given relative to generated/, where the output lives.
      const regenerated = await generateEndpoints({
        ...common,
        ...options,
        schemaFile: path.join(here, 'openapi.json'),
        apiFile: '../base-api.ts',
        outputFile: undefined,
      });
      if (regenerated !== fs.readFileSync(path.join(here, 'generated', path.basename(file)), 'utf8')) {
        throw new Error(`src/shared/api/generated/${path.basename(file)} is out of date: run \`npm run codegen -w frontend\` and commit the result.`);
      }
    }
  });
});
