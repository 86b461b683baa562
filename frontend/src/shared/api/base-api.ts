import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one RTK Query API. Endpoints are injected by `generated/api.ts` (codegen from the server's
 * OpenAPI document, never edited by hand); `cache-tags.ts` adds every endpoint's cache tags and is
 * what the store is built from. Data is never refreshed automatically (spec part 1 §7), only
 * read again when a write invalidates it.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  endpoints: () => ({}),
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
});
