import { messages } from '../locales/ja-JP/messages';

const { groups, items } = messages.nav;

/** The community sidebar (spec part 1 §2): four groups, each link keyed so a route can claim it. */
export const sidebarGroups = [
  {
    key: 'main',
    label: groups.main,
    items: [
      { key: 'dashboard', label: items.dashboard, path: '/community' },
      { key: 'learning', label: items.learning, path: '/community/learning' },
      { key: 'matrix', label: items.matrix, path: '/community/matrix' },
      { key: 'oneOnOne', label: items.oneOnOne, path: '/community/1on1' },
      { key: 'journal', label: items.journal, path: '/community/journal' },
      { key: 'knowledgeBase', label: items.knowledgeBase, path: '/community/knowledge-base' },
      { key: 'members', label: items.members, path: '/community/members' },
    ],
  },
  {
    key: 'community',
    label: groups.community,
    items: [
      { key: 'forum', label: items.forum, path: '/community/forum' },
      { key: 'anonymous', label: items.anonymous, path: '/community/anonymous' },
      { key: 'events', label: items.events, path: '/community/events' },
      { key: 'pffr', label: items.pffr, path: '/community/pffr' },
    ],
  },
  {
    key: 'aiSupport',
    label: groups.aiSupport,
    items: [
      { key: 'aiCoach', label: items.aiCoach, path: '/community/ai-coach' },
      { key: 'roleplay', label: items.roleplay, path: '/community/roleplay' },
    ],
  },
  {
    key: 'advanced',
    label: groups.advanced,
    items: [{ key: 'cultureSimulation', label: items.cultureSimulation, path: '/community/culture-simulation' }],
  },
] as const;

export type MenuKey = (typeof sidebarGroups)[number]['items'][number]['key'];
