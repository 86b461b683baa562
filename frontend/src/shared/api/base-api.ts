import type { BaseQueryFn, EndpointDefinitions, Module } from '@reduxjs/toolkit/query';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';
import { cacheRuleOf, tagTypes } from './cache-tags';

const cacheRulesModuleName = Symbol('cacheRules');

declare module '@reduxjs/toolkit/query' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters must match RTK Query's declaration to merge with it
  interface ApiModules<in out BaseQuery extends BaseQueryFn, in out Definitions extends EndpointDefinitions, in out ReducerPath extends string, in out TagTypes extends string> {
    /** Adds nothing to the API: gives each endpoint its cache rule as it is injected. */
    [cacheRulesModuleName]: object;
  }
}

/**
 * RTK Query's extension point for what happens as an endpoint is injected: the endpoint gets its
 * rule from `cache-tags.ts` (what it provides or invalidates) before anything can call it,
 * whichever generated file injected it and whenever its chunk loaded.
 */
const cacheRulesModule = (): Module<typeof cacheRulesModuleName> => ({
  name: cacheRulesModuleName,
  init: () => ({
    injectEndpoint(endpointName, definition) {
      Object.assign(definition, cacheRuleOf(endpointName));
    },
  }),
});

const createApi = buildCreateApi(coreModule(), reactHooksModule(), cacheRulesModule());

/**
 * The one RTK Query API, which the store is built from. Endpoints are injected by the generated
 * files (`generated/<controller>.ts`, codegen from the server's OpenAPI document, never edited by
 * hand) when a screen that calls them loads; each gets its cache tags from `cache-tags.ts` as it
 * is injected. Data is never refreshed automatically (spec part 1 §7), only read again when a
 * write invalidates it.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
});
