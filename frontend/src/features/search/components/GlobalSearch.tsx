import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { searchTexts as t } from '../../../locales/ja-JP/search';
import { useNarrowScreen } from '../../../shared/ui/use-narrow-screen';
import { isSearchShortcut } from '../lib/hit-path';

// The palette is loaded when first opened: the top bar stays light on every page.
const SearchPalette = lazy(() => import('./SearchPalette'));

/**
 * The global search: a button (for touch screens) and a palette opened by / or Ctrl+K from
 * anywhere in the community. Hits are grouped by kind, each with its icon, label and breadcrumb;
 * ↑↓ move, Enter opens, Esc closes.
 */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  const narrow = useNarrowScreen();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Tooltip title={t.openHint}>
        <Button icon={<SearchOutlined />} onClick={() => setOpen(true)} aria-label={t.openHint} aria-keyshortcuts="/ Control+K">
          {narrow ? null : t.open}
        </Button>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <SearchPalette onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
