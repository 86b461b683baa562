/**
 * RTK Query codegen (@rtk-query/codegen-openapi 2.2): the server's OpenAPI document in, typed
 * endpoints and hooks out, one file per server controller (`generated/<controller>.ts`: the
 * operationId's prefix, `MsMatrix_move` → `ms-matrix.ts`). Each file injects its endpoints into the
 * one API when something imports it, so a page's JavaScript carries only the endpoints its screens
 * call (the first page of a signed-out visitor: the user probe and the site's settings), not all
 * 190 (docs/decisions/0016-client-cache-tags.md). Run `npm run codegen` (or `codegen:client` from the committed
 * openapi.json); the output is not committed (docs/decisions/0079); never edit it by hand.
 * @type {import('@rtk-query/codegen-openapi').ConfigFile}
 */
const fs = require('node:fs');
const path = require('node:path');

const schemaFile = './src/shared/api/openapi.json';

/** `MsMatrix` → `ms-matrix`: the file a controller's endpoints are generated into. */
const fileOf = (controller) => controller.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const verbs = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const document = JSON.parse(fs.readFileSync(path.join(__dirname, schemaFile), 'utf8'));
// The output is build output (git-ignored, docs/decisions/0079): a fresh clone has no folder yet.
fs.mkdirSync(path.join(__dirname, 'src/shared/api/generated'), { recursive: true });
const controllers = [
  ...new Set(Object.values(document.paths).flatMap((item) => verbs.filter((verb) => item[verb]).map((verb) => item[verb].operationId.split('_')[0]))),
].sort();

const config = {
  schemaFile,
  apiFile: './src/shared/api/base-api.ts',
  apiImport: 'baseApi',
  exportName: 'api',
  hooks: true,
  // No tags from the OpenAPI operation tags: every endpoint's cache tags are declared in
  // src/shared/api/cache-tags.ts and given to it as it is injected (base-api.ts).
  tag: false,
  outputFiles: Object.fromEntries(
    controllers.map((controller) => [
      `./src/shared/api/generated/${fileOf(controller)}.ts`,
      { filterEndpoints: (_name, definition) => definition.operation.operationId.split('_')[0] === controller },
    ]),
  ),
};

module.exports = config;
module.exports.controllers = controllers;
module.exports.fileOf = fileOf;
