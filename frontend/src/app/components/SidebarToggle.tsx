import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { messages } from '../../locales/ja-JP/messages';
import { useSidebarDrawer } from '../layouts/sidebar-drawer';

/** Opens the community menu's drawer on a narrow screen; it sits in the top bar, so it never covers a page. */
export function SidebarToggle() {
  const { open, setOpen } = useSidebarDrawer();
  return (
    <Button
      type="text"
      icon={<MenuOutlined />}
      aria-label={messages.nav.openMenu}
      aria-expanded={open}
      aria-controls="community-menu-drawer"
      onClick={() => setOpen(!open)}
    />
  );
}
