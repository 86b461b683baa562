import { Menu } from 'antd';
import { Link, useMatches } from 'react-router';
import { messages } from '../../locales/ja-JP/messages';
import { sidebarGroups, type MenuKey } from '../navigation';
import type { RouteHandle } from '../routes';
import { CorporateTrainingBanner } from './CorporateTrainingBanner';

const menuItems = sidebarGroups.map((group) => ({
  type: 'group' as const,
  key: group.key,
  label: group.label,
  children: group.items.map((item) => ({ key: item.key, label: <Link to={item.path}>{item.label}</Link> })),
}));

/** The deepest matched route that names a menu key decides the highlighted link. */
function useActiveMenuKey(): MenuKey | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.menuKey) return handle.menuKey;
  }
  return undefined;
}

export function CommunitySidebar() {
  const active = useActiveMenuKey();
  return (
    <nav aria-label={messages.nav.menuLabel}>
      <Menu mode="inline" items={menuItems} selectedKeys={active ? [active] : []} style={{ borderInlineEnd: 'none' }} />
      <CorporateTrainingBanner />
    </nav>
  );
}
