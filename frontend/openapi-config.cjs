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
  tag: true,
};

module.exports = config;
