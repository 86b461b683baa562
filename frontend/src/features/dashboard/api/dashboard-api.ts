import { api } from '../../../shared/api/generated/api';

/**
 * The summary counts teams joined and 1on1 entries and sessions, so it is stale after any of
 * those change: it provides their tags too and is refetched when they are invalidated.
 */
export const dashboardApi = api.enhanceEndpoints({
  endpoints: {
    dashboardGetSummary: { providesTags: ['dashboard', 'teams', '1on1-matrix'] },
  },
});

export const { useDashboardGetSummaryQuery } = dashboardApi;
