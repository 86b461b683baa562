import type { ComponentType } from 'react';
import * as landingPage from '../features/landing/routes/LandingPage';
import { messages } from '../locales/ja-JP/messages';
import type { AccessRule } from './access';
import { menuEntry, type MenuEntry } from './navigation';

/**
 * The route table (ant-design-pro style), the one registry a new screen is added to: each screen is
 * one line carrying its path, its access rule and, for a screen with a link in the sidebar, its menu
 * entry (group, label and coming-soon summary from the messages file). The sidebar is drawn from
 * these lines (navigation.ts), in their order, each link shown only to users its access rule
 * admits. A page module default-exports its component and is loaded lazily, so each screen is its
 * own chunk.
 */
export interface AppRoute {
  /** Relative to the group's base (or to the parent route's path): '' is the group's index page. */
  path: string;
  /**
   * Who may use the screen: the rule of the server's `@Access` on the calls it makes (the server is
   * the authority; the client only decides what to show). The menu shows its link to these users
   * only, and the router refuses anyone else (sign-in prompt or 403 page).
   */
  access: AccessRule;
  /**
   * The page draws its own refusal for a signed-in user whom `access` does not admit (the admin
   * console's restricted card, spec part 2 §2): the router then only asks for a sign-in.
   */
  refusesItself?: true;
  /** The screen's sidebar link. */
  menu?: MenuEntry;
  /**
   * The page's document title (before ` | <site title>`), when it is not its sidebar link's label;
   * a line with neither takes its parent's (the landing page: the site title alone).
   */
  title?: string;
  /** The page, loaded when the route is first opened. */
  page: () => Promise<{ default: ComponentType }>;
  /** Pages under this one (paths relative to it), which light up its sidebar link. */
  children?: AppRoute[];
}

/** What every route carries for the shell (read with `useMatches`): the sidebar link it lights up. */
export interface RouteHandle {
  access: AccessRule;
  menuKey?: MenuEntry['key'];
  /** The document title (DocumentTitle): the line's `title`, else its menu label, else its parent's. */
  title?: string;
}

const titles = messages.pageTitles;

/**
 * The public pages (landing, book companion), drawn without antd in `PublicLayout` so the first
 * visit stays light (docs/benchmarks.md, page weight). Anyone may open them. The landing page is
 * in the first script, not a chunk of its own: most first visits open it, and a chunk loaded after
 * the script would delay its first paint by a round trip (docs/benchmarks.md, "The public pages
 * without antd").
 */
export const publicRoutes: AppRoute[] = [
  { path: '', access: 'public', page: async () => landingPage },
  { path: 'pivot', access: 'public', title: titles.companion, page: () => import('../features/companion/routes/CompanionPage') },
  { path: 'pivot/readers', access: 'public', title: titles.readers, page: () => import('../features/companion/routes/ReadersPage') },
  { path: 'pivot/book', access: 'public', title: titles.book, page: () => import('../features/companion/routes/BookLandingPage') },
];

/** Other top-level antd pages outside the community area (top bar only). */
export const siteRoutes: AppRoute[] = [
  // The top bar's admin toggle leads here (admins only); the admin calls are team_admin's.
  { path: 'admin-dashboard', access: 'team_admin', refusesItself: true, title: titles.adminDashboard, page: () => import('../features/admin-console/routes/AdminDashboardPage') },
];

/** Pages under /community (sidebar layout; signed-in users only), in the sidebar's order. */
export const communityRoutes: AppRoute[] = [
  // メイン
  { path: '', access: 'signed_in', menu: menuEntry('main', 'dashboard'), page: () => import('../features/dashboard/routes/DashboardPage') },
  {
    path: 'learning',
    access: 'signed_in',
    menu: menuEntry('main', 'learning'),
    page: () => import('../features/learning/routes/LearningPage'),
    children: [{ path: 'courses/:courseId', access: 'signed_in', title: titles.learningCourse, page: () => import('../features/learning/routes/CoursePage') }],
  },
  { path: 'matrix', access: 'signed_in', menu: menuEntry('main', 'matrix'), page: () => import('../features/ms-matrix/routes/MsMatrixPage') },
  {
    path: '1on1',
    access: 'signed_in',
    menu: menuEntry('main', 'oneOnOne'),
    page: () => import('../features/one-on-one/routes/OneOnOnePage'),
    children: [{ path: 'agenda', access: 'signed_in', title: titles.myAgendas, page: () => import('../features/one-on-one/routes/MyAgendasPage') }],
  },
  { path: 'journal', access: 'signed_in', menu: menuEntry('main', 'journal'), page: () => import('../features/ai-coaching/routes/JournalPage') },
  { path: 'knowledge-base', access: 'signed_in', menu: menuEntry('main', 'knowledgeBase'), page: () => import('../features/knowledge-base/routes/KnowledgeBasePage') },
  {
    path: 'members',
    access: 'signed_in',
    menu: menuEntry('main', 'members'),
    page: () => import('../features/members/routes/MembersPage'),
    children: [{ path: ':memberId/growth-trail', access: 'signed_in', title: titles.growthTrail, page: () => import('../features/growth-trail/routes/GrowthTrailPage') }],
  },
  // コミュニティ
  {
    path: 'forum',
    access: 'signed_in',
    menu: menuEntry('community', 'forum'),
    page: () => import('../features/forum/routes/ForumPage'),
    children: [{ path: ':postId', access: 'signed_in', title: titles.forumPost, page: () => import('../features/forum/routes/ForumPostPage') }],
  },
  { path: 'anonymous', access: 'signed_in', menu: menuEntry('community', 'anonymous'), page: () => import('../features/anonymous-posts/routes/AnonymousPostsPage') },
  {
    path: 'events',
    access: 'signed_in',
    menu: menuEntry('community', 'events'),
    page: () => import('../features/community-events/routes/EventsPage'),
    children: [{ path: ':id', access: 'signed_in', title: titles.eventDetail, page: () => import('../features/community-events/routes/EventDetailPage') }],
  },
  // The top bar's bell leads here (no sidebar link).
  { path: 'notifications', access: 'signed_in', page: () => import('../features/notifications/routes/NotificationsPage') },
  { path: 'pffr', access: 'signed_in', menu: menuEntry('community', 'growthCycles'), page: () => import('../features/growth-cycles/routes/GrowthCyclesPage') },
  // AIサポート
  { path: 'ai-coach', access: 'signed_in', menu: menuEntry('aiSupport', 'aiCoach'), page: () => import('../features/ai-coaching/routes/AiCoachPage') },
  { path: 'roleplay', access: 'signed_in', menu: menuEntry('aiSupport', 'roleplay'), page: () => import('../features/ai-coaching/routes/RoleplayPage') },
  // 高度な分析
  {
    path: 'culture-simulation',
    access: 'signed_in',
    menu: menuEntry('advanced', 'cultureSimulation'),
    page: () => import('../features/culture-simulation/routes/CultureSimulationPage'),
  },
  // 管理: the admin console (team_admin, like the server's AdminController) shows a user without
  // rights the restricted card of spec part 2 §2, not the 403 page.
  {
    path: 'admin-dashboard',
    access: 'team_admin',
    refusesItself: true,
    menu: menuEntry('admin', 'adminDashboard'),
    page: () => import('../features/admin-console/routes/AdminDashboardPage'),
  },
  { path: 'admin', access: 'team_admin', refusesItself: true, menu: menuEntry('admin', 'adminMigration'), page: () => import('../features/admin-console/routes/MigrationPage') },
  {
    path: 'admin/download-registrants',
    access: 'admin',
    menu: menuEntry('admin', 'downloadRegistrants'),
    page: () => import('../features/companion-admin/routes/DownloadRegistrantsPage'),
  },
  { path: 'admin/inquiries', access: 'admin', menu: menuEntry('admin', 'inquiries'), page: () => import('../features/companion-admin/routes/InquiriesPage') },
  { path: 'points/ledger', access: 'team_admin', menu: menuEntry('admin', 'pointLedger'), page: () => import('../features/growth-cycles/routes/PointLedgerPage') },
  { path: 'moderation', access: 'team_admin', menu: menuEntry('admin', 'moderation'), page: () => import('../features/moderation/routes/ModerationPage') },
  { path: 'admin/projections', access: 'admin', menu: menuEntry('admin', 'projections'), page: () => import('../features/admin-console/routes/ProjectionsPage') },
  { path: 'admin/event-log', access: 'admin', menu: menuEntry('admin', 'eventLog'), page: () => import('../features/admin-console/routes/EventLogPage') },
  // The outbox and the development mailbox: reached from the admin dashboard's hub.
  { path: 'admin/mail', access: 'admin', page: () => import('../features/admin-console/routes/MailPage') },
  // No sidebar link.
  { path: 'join/:token', access: 'signed_in', title: titles.teamJoin, page: () => import('../features/team-join/routes/JoinByLinkPage') },
  { path: 'profile', access: 'signed_in', title: titles.profile, page: () => import('../features/profile/routes/ProfilePage') },
];
