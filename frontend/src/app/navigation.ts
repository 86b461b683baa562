import { messages } from '../locales/ja-JP/messages';
import type { AccessRule } from './access';

const { groups, items } = messages.nav;

/** The sidebar's groups, in order (spec part 1 §2: four groups, and the admin group). */
export const menuGroups = ['main', 'community', 'aiSupport', 'advanced', 'admin'] as const;

export type MenuGroup = (typeof menuGroups)[number];
export type MenuKey = keyof typeof items;

/** A route's sidebar link: its group and its label. */
export interface MenuEntry {
  key: MenuKey;
  group: MenuGroup;
  label: string;
}

/** The menu entry of a route line, its label from the messages file (`nav.items`). */
export function menuEntry(group: MenuGroup, key: MenuKey): MenuEntry {
  return { key, group, label: items[key] };
}

/** One sidebar link, drawn from a route line. */
export interface SidebarLink extends MenuEntry {
  /** The full path, under /community. */
  path: string;
  access: AccessRule;
}

export interface SidebarGroup {
  key: MenuGroup;
  label: string;
  links: SidebarLink[];
}

/** The community sidebar, derived from the /community route table (routes.tsx): each group's links in table order. */
export function sidebarMenu(routes: readonly { path: string; access: AccessRule; menu?: MenuEntry }[]): SidebarGroup[] {
  const links = routes.flatMap((route): SidebarLink[] =>
    route.menu
      ? [{ ...route.menu, path: route.path === '' ? '/community' : `/community/${route.path}`, access: route.access }]
      : [],
  );
  return menuGroups
    .map((group) => ({ key: group, label: groups[group], links: links.filter((link) => link.group === group) }))
    .filter((group) => group.links.length > 0);
}
