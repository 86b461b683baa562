/**
 * RTK Query codegen (@rtk-query/codegen-openapi 2.2): the server's OpenAPI document in, typed
 * endpoints and hooks out. Run `npm run codegen`; never edit the output by hand.
 * @type {import('@rtk-query/codegen-openapi').ConfigFile}
 */
const config = {
  schemaFile: './src/shared/api/openapi.json',
  apiFile: './src/shared/api/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/shared/api/generated/api.ts',
  exportName: 'api',
  hooks: true,
  // No tags from the OpenAPI operation tags: every endpoint's cache tags are declared in
  // src/shared/api/cache-tags.ts (docs/decisions/0016-client-cache-tags.md).
  tag: false,
};

module.exports = config;
