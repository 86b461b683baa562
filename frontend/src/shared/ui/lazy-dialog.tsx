import { useEffect, useState, type ComponentType } from 'react';

/**
 * A dialog (or drawer) whose code loads the first time it is shown, not with the screen that offers
 * it: its form fields (date pickers, tree selects, colour pickers, uploads) are a screen's heaviest
 * antd parts and none of them is on its first screen (docs/decisions/0104). The answer takes the
 * dialog's own props. A dialog kept mounted with an `open` prop (or another prop that says whether it
 * is shown: `isOpen`, e.g. a drawer's `entry` being set) draws nothing until it is first shown and
 * stays mounted after, so it closes with its animation; one mounted only while shown (no `open`
 * prop) loads as it mounts. While its chunk arrives nothing is drawn (a fraction of a second
 * after the click that opened it).
 *
 * The chunk is awaited outside React (not with `lazy` and `Suspense`): a Suspense retry renders in an
 * interruptible lane, and antd's overlays register for Escape while they render (rc-component's
 * portal `useEscKeyDown`), so an interrupted first render of an open dialog left a registration no
 * commit ever removed. Nested in a drawer, that ghost sat above it and took every Escape: the drawer
 * stayed open. Set from a resolved promise, the first render is an ordinary update that commits.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean | undefined = (props) => (props as { open?: boolean }).open,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchDialog = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // the next opening tries again
        throw error;
      },
    ));

  function LazyDialog(props: P) {
    const wanted = isOpen(props) !== false;
    // A function in state is called as an updater: the component is kept inside a box.
    const [dialog, setDialog] = useState<{ Component: ComponentType<P> } | null>(() => (wanted && loaded ? { Component: loaded } : null));
    const [failure, setFailure] = useState<unknown>(null);
    if (wanted && !dialog && loaded) setDialog({ Component: loaded }); // another instance already loaded it

    useEffect(() => {
      if (!wanted || dialog) return;
      let current = true;
      fetchDialog().then(
        (Component) => current && setDialog({ Component }),
        (error: unknown) => current && setFailure(error),
      );
      return () => {
        current = false;
      };
    }, [wanted, dialog]);

    // A chunk that cannot be loaded (a deploy replaced it, the network dropped) reaches the route's error page.
    if (failure) throw failure;
    if (!dialog) return null;
    return <dialog.Component {...props} />;
  }
  return LazyDialog;
}
