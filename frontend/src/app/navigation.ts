import { messages } from '../locales/ja-JP/messages';
import type { AccessRule } from './access';

const { groups, items, summaries } = messages.nav;

/**
 * The community sidebar (spec part 1 §2): four groups, each link keyed so a route can claim it, and
 * the admin group, shown to admins only. A link whose path has no route yet shows as 準備中 and
 * opens a coming-soon page with its summary.
 */
export const sidebarGroups = [
  {
    key: 'main',
    label: groups.main,
    items: [
      { key: 'dashboard', label: items.dashboard, summary: summaries.dashboard, path: '/community' },
      { key: 'learning', label: items.learning, summary: summaries.learning, path: '/community/learning' },
      { key: 'matrix', label: items.matrix, summary: summaries.matrix, path: '/community/matrix' },
      { key: 'oneOnOne', label: items.oneOnOne, summary: summaries.oneOnOne, path: '/community/1on1' },
      { key: 'journal', label: items.journal, summary: summaries.journal, path: '/community/journal' },
      { key: 'knowledgeBase', label: items.knowledgeBase, summary: summaries.knowledgeBase, path: '/community/knowledge-base' },
      { key: 'members', label: items.members, summary: summaries.members, path: '/community/members' },
    ],
  },
  {
    key: 'community',
    label: groups.community,
    items: [
      { key: 'forum', label: items.forum, summary: summaries.forum, path: '/community/forum' },
      { key: 'anonymous', label: items.anonymous, summary: summaries.anonymous, path: '/community/anonymous' },
      { key: 'events', label: items.events, summary: summaries.events, path: '/community/events' },
      { key: 'pffr', label: items.pffr, summary: summaries.pffr, path: '/community/pffr' },
    ],
  },
  {
    key: 'aiSupport',
    label: groups.aiSupport,
    items: [
      { key: 'aiCoach', label: items.aiCoach, summary: summaries.aiCoach, path: '/community/ai-coach' },
      { key: 'roleplay', label: items.roleplay, summary: summaries.roleplay, path: '/community/roleplay' },
    ],
  },
  {
    key: 'advanced',
    label: groups.advanced,
    items: [{ key: 'cultureSimulation', label: items.cultureSimulation, summary: summaries.cultureSimulation, path: '/community/culture-simulation' }],
  },
  {
    key: 'admin',
    label: groups.admin,
    items: [
      { key: 'adminDashboard', label: items.adminDashboard, summary: summaries.adminDashboard, path: '/community/admin-dashboard', access: 'team_admin' },
      { key: 'adminMigration', label: items.adminMigration, summary: summaries.adminMigration, path: '/community/admin', access: 'team_admin' },
      { key: 'downloadRegistrants', label: items.downloadRegistrants, summary: summaries.downloadRegistrants, path: '/community/admin/download-registrants', access: 'admin' },
      { key: 'inquiries', label: items.inquiries, summary: summaries.inquiries, path: '/community/admin/inquiries', access: 'admin' },
      { key: 'pointLedger', label: items.pointLedger, summary: summaries.pointLedger, path: '/community/points/ledger', access: 'team_admin' },
      { key: 'moderation', label: items.moderation, summary: summaries.moderation, path: '/community/moderation', access: 'team_admin' },
      { key: 'projections', label: items.projections, summary: summaries.projections, path: '/community/admin/projections', access: 'admin' },
      { key: 'eventLog', label: items.eventLog, summary: summaries.eventLog, path: '/community/admin/event-log', access: 'admin' },
    ],
  },
] as const;

export type MenuKey = (typeof sidebarGroups)[number]['items'][number]['key'];

export type SidebarItem = (typeof sidebarGroups)[number]['items'][number];

/** Who sees a sidebar link: any signed-in user unless the link names a rule (the admin group's). */
export function itemAccess(item: SidebarItem): AccessRule {
  return 'access' in item ? item.access : 'signed_in';
}

/** The sidebar links under /community whose path no route in `routePaths` (relative to /community) serves. */
export function comingSoonItems(routePaths: readonly string[]): SidebarItem[] {
  const served = new Set(routePaths.map((path) => (path === '' ? '/community' : `/community/${path}`)));
  return sidebarGroups.flatMap((group): SidebarItem[] => [...group.items]).filter((item) => !served.has(item.path));
}
