import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface SidebarDrawer {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const SidebarDrawerContext = createContext<SidebarDrawer>({ open: false, setOpen: () => {} });

/**
 * Whether the community sidebar's drawer is open on a narrow screen. The toggle sits in the top
 * bar and the drawer in the community layout, so the state lives above both. The drawer is open
 * only on the page it was opened on: following a link closes it without an effect.
 */
export function SidebarDrawerProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const value = useMemo<SidebarDrawer>(
    () => ({ open: openOn === pathname, setOpen: (open) => setOpenOn(open ? pathname : null) }),
    [openOn, pathname],
  );
  return <SidebarDrawerContext.Provider value={value}>{children}</SidebarDrawerContext.Provider>;
}

export function useSidebarDrawer(): SidebarDrawer {
  return useContext(SidebarDrawerContext);
}
