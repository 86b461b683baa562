import { Link, useMatches } from 'react-router';
import { messages } from '../../locales/ja-JP/messages';
import { useCurrentUser } from '../../shared/auth/current-user';
import { canAccess } from '../access';
import type { MenuKey, SidebarGroup } from '../navigation';
import type { RouteHandle } from '../routes';
import { CorporateTrainingBanner } from './CorporateTrainingBanner';
import './community-sidebar.css';

/** The deepest matched route that names a menu key decides the highlighted link. */
function useActiveMenuKey(): MenuKey | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.menuKey) return handle.menuKey;
  }
  return undefined;
}

/**
 * The sidebar menu (drawn from the route table, `sidebarMenu`): the links the user may open, by
 * each route's access rule (the admin group for team_admin and admin); those whose route has no
 * page yet carry a 準備中 mark. Plain links styled with the design tokens, not antd's `Menu`, which
 * brought `Tooltip` and its popup code into every signed-in page (docs/benchmarks.md, page
 * weight); the current page's link has `aria-current="page"`.
 */
export function CommunitySidebar({ menu }: { menu: readonly SidebarGroup[] }) {
  const active = useActiveMenuKey();
  const { user } = useCurrentUser();
  const groups = menu
    .map((group) => ({ group, visible: group.links.filter((link) => canAccess(link.access, user)) }))
    .filter(({ visible }) => visible.length > 0);
  return (
    <nav aria-label={messages.nav.menuLabel} className="community-nav">
      {groups.map(({ group, visible }) => (
        <div key={group.key} className="community-nav__group" role="group" aria-labelledby={`community-nav-${group.key}`}>
          <p className="community-nav__heading" id={`community-nav-${group.key}`}>
            {group.label}
          </p>
          <ul className="community-nav__list">
            {visible.map((link) => (
              <li key={link.key}>
                <Link to={link.path} className="community-nav__link" aria-current={link.key === active ? 'page' : undefined}>
                  <span className="community-nav__label">{link.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <CorporateTrainingBanner />
    </nav>
  );
}
