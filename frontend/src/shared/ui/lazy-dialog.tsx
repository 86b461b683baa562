import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog (or drawer) whose code loads the first time it is shown, not with the screen that offers
 * it: its form fields (date pickers, tree selects, colour pickers, uploads) are a screen's heaviest
 * antd parts and none of them is on its first screen (docs/decisions/0104). The answer takes the
 * dialog's own props. A dialog kept mounted with an `open` prop (or another prop that says whether it
 * is shown: `isOpen`, e.g. a drawer's `entry` being set) draws nothing until it is first shown and
 * stays mounted after, so it closes with its animation; one mounted only while shown (no `open`
 * prop) loads as it mounts. While its chunk arrives nothing is drawn (a fraction of a second
 * after the click that opened it).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean | undefined = (props) => (props as { open?: boolean }).open,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [shown, setShown] = useState(open !== false);
    if (open !== false && !shown) setShown(true);
    if (!shown && open === false) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
