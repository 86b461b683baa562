/** How many weeks the dashboard's weekly charts show (1on1 cadence, MS moves), the current one last. */
export const DASHBOARD_WEEKS = 12;
