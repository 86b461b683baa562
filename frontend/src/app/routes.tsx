import type { ComponentType } from 'react';
import * as landingPage from '../features/landing/routes/LandingPage';
import type { AccessRule } from './access';
import type { MenuKey } from './navigation';

/**
 * The route table (ant-design-pro style): each screen is one line carrying its path, access rule
 * and the sidebar key it lights up. A page module default-exports its component and is loaded
 * lazily, so each screen is its own chunk. A sidebar link with no line here opens its coming-soon
 * page (router.tsx).
 */
export interface AppRoute {
  /** Relative to the group's base: '' is the group's index page. */
  path: string;
  access: AccessRule;
  menuKey?: MenuKey;
  page: () => Promise<{ default: ComponentType }>;
}

/** What every route carries for the shell (read with `useMatches`). */
export interface RouteHandle {
  access: AccessRule;
  menuKey?: MenuKey;
}

/**
 * The public pages (landing, book companion), drawn without antd in `PublicLayout` so the first
 * visit stays light (docs/benchmarks.md, page weight). Anyone may open them. The landing page is
 * in the first script, not a chunk of its own: most first visits open it, and a chunk loaded after
 * the script would delay its first paint by a round trip (docs/benchmarks.md, "The public pages
 * without antd").
 */
export const publicRoutes: AppRoute[] = [
  { path: '', access: 'public', page: async () => landingPage },
  { path: 'pivot', access: 'public', page: () => import('../features/companion/routes/CompanionPage') },
  { path: 'pivot/readers', access: 'public', page: () => import('../features/companion/routes/ReadersPage') },
  { path: 'pivot/book', access: 'public', page: () => import('../features/companion/routes/BookLandingPage') },
];

/** Other top-level antd pages outside the community area (top bar only). */
export const siteRoutes: AppRoute[] = [
  { path: 'admin-dashboard', access: 'signed_in', page: () => import('../features/admin-console/routes/AdminDashboardPage') },
];

/** Pages under /community (sidebar layout; signed-in users only). */
export const communityRoutes: AppRoute[] = [
  { path: '', access: 'signed_in', menuKey: 'dashboard', page: () => import('../features/dashboard/routes/DashboardPage') },
  { path: 'members', access: 'signed_in', menuKey: 'members', page: () => import('../features/members/routes/MembersPage') },
  { path: 'join/:token', access: 'signed_in', page: () => import('../features/team-join/routes/JoinByLinkPage') },
  { path: '1on1', access: 'signed_in', menuKey: 'oneOnOne', page: () => import('../features/one-on-one/routes/OneOnOnePage') },
  { path: '1on1/agenda', access: 'signed_in', menuKey: 'oneOnOne', page: () => import('../features/one-on-one/routes/MyAgendasPage') },
  { path: 'matrix', access: 'signed_in', menuKey: 'matrix', page: () => import('../features/ms-matrix/routes/MsMatrixPage') },
  { path: 'events', access: 'signed_in', menuKey: 'events', page: () => import('../features/community-events/routes/EventsPage') },
  { path: 'events/:id', access: 'signed_in', menuKey: 'events', page: () => import('../features/community-events/routes/EventDetailPage') },
  { path: 'journal', access: 'signed_in', menuKey: 'journal', page: () => import('../features/ai-coaching/routes/JournalPage') },
  { path: 'ai-coach', access: 'signed_in', menuKey: 'aiCoach', page: () => import('../features/ai-coaching/routes/AiCoachPage') },
  { path: 'roleplay', access: 'signed_in', menuKey: 'roleplay', page: () => import('../features/ai-coaching/routes/RoleplayPage') },
  { path: 'profile', access: 'signed_in', page: () => import('../features/profile/routes/ProfilePage') },
  { path: 'pffr', access: 'signed_in', menuKey: 'pffr', page: () => import('../features/pffr/routes/PffrPage') },
  { path: 'forum', access: 'signed_in', menuKey: 'forum', page: () => import('../features/forum/routes/ForumPage') },
  { path: 'forum/:postId', access: 'signed_in', menuKey: 'forum', page: () => import('../features/forum/routes/ForumPostPage') },
  { path: 'anonymous', access: 'signed_in', menuKey: 'anonymous', page: () => import('../features/anonymous-posts/routes/AnonymousPostsPage') },
  { path: 'learning', access: 'signed_in', menuKey: 'learning', page: () => import('../features/learning/routes/LearningPage') },
  { path: 'knowledge-base', access: 'signed_in', menuKey: 'knowledgeBase', page: () => import('../features/knowledge-base/routes/KnowledgeBasePage') },
  { path: 'admin/download-registrants', access: 'admin', menuKey: 'downloadRegistrants', page: () => import('../features/companion-admin/routes/DownloadRegistrantsPage') },
  { path: 'admin/inquiries', access: 'admin', menuKey: 'inquiries', page: () => import('../features/companion-admin/routes/InquiriesPage') },
  { path: 'points/ledger', access: 'team_admin', menuKey: 'pointLedger', page: () => import('../features/pffr/routes/PointLedgerPage') },
  { path: 'culture-simulation', access: 'signed_in', menuKey: 'cultureSimulation', page: () => import('../features/culture-simulation/routes/CultureSimulationPage') },
  { path: 'moderation', access: 'team_admin', menuKey: 'moderation', page: () => import('../features/moderation/routes/ModerationPage') },
  { path: 'admin/projections', access: 'admin', menuKey: 'projections', page: () => import('../features/admin-console/routes/ProjectionsPage') },
  { path: 'admin/event-log', access: 'admin', menuKey: 'eventLog', page: () => import('../features/admin-console/routes/EventLogPage') },
  // The admin console: signed_in, so that a user without rights sees the restricted card of spec part 2 §2 (not the 403 page).
  { path: 'admin', access: 'signed_in', menuKey: 'adminMigration', page: () => import('../features/admin-console/routes/MigrationPage') },
  { path: 'admin-dashboard', access: 'signed_in', menuKey: 'adminDashboard', page: () => import('../features/admin-console/routes/AdminDashboardPage') },
  { path: 'members/:memberId/growth-trail', access: 'signed_in', menuKey: 'members', page: () => import('../features/growth-trail/routes/GrowthTrailPage') },
];
