import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one RTK Query API. Endpoints are injected by `generated/api.ts` (codegen from the server's
 * OpenAPI document, never edited by hand); features enhance them (tags, optimistic updates) in
 * their own `api/` folder. Data is never refreshed automatically (spec part 1 §7).
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
