import { Menu } from 'antd';
import { useMemo } from 'react';
import { Link, useMatches } from 'react-router';
import { messages } from '../../locales/ja-JP/messages';
import { useCurrentUser, type CurrentUser } from '../../shared/auth/current-user';
import { brand } from '../../shared/ui/brand-tokens';
import { canAccess } from '../access';
import { itemAccess, sidebarGroups, type MenuKey, type SidebarItem } from '../navigation';
import type { RouteHandle } from '../routes';
import { CorporateTrainingBanner } from './CorporateTrainingBanner';

/** The 準備中 mark: a plain span, not antd's Tag, which the shell would load for this alone. */
const comingSoonTagStyle = {
  marginInlineStart: brand.space[1],
  paddingInline: brand.space[0] + 2,
  borderRadius: brand.radiusSmall,
  background: brand.canvas,
  color: brand.inkMuted,
  fontSize: 12,
  lineHeight: '20px',
} as const;

function menuItems(comingSoon: readonly MenuKey[], user: CurrentUser | undefined) {
  return sidebarGroups
    .map((group) => ({ group, visible: group.items.filter((item: SidebarItem) => canAccess(itemAccess(item), user)) }))
    .filter(({ visible }) => visible.length > 0)
    .map(({ group, visible }) => ({
      type: 'group' as const,
      key: group.key,
      label: group.label,
      children: visible.map((item) => ({
        key: item.key,
        label: (
          <Link to={item.path}>
            {item.label}
            {comingSoon.includes(item.key) && <span style={comingSoonTagStyle}>{messages.comingSoon.tag}</span>}
          </Link>
        ),
      })),
    }));
}

/** The deepest matched route that names a menu key decides the highlighted link. */
function useActiveMenuKey(): MenuKey | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.menuKey) return handle.menuKey;
  }
  return undefined;
}

/** The sidebar menu: the links the user may open (the admin group for admins only); those in `comingSoon` carry a 準備中 tag. */
export function CommunitySidebar({ comingSoon }: { comingSoon: readonly MenuKey[] }) {
  const active = useActiveMenuKey();
  const { user } = useCurrentUser();
  const items = useMemo(() => menuItems(comingSoon, user), [comingSoon, user]);
  return (
    <nav aria-label={messages.nav.menuLabel}>
      <Menu mode="inline" items={items} selectedKeys={active ? [active] : []} style={{ borderInlineEnd: 'none' }} />
      <CorporateTrainingBanner />
    </nav>
  );
}
