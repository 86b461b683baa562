/**
 * jsdom has no modal dialogs (no `showModal`/`close`): just enough of them for a test to open and
 * close a native `<dialog>`. Focus trapping and Escape are the browser's; the e2e suite covers them.
 */
export function polyfillDialog(): void {
  const prototype = HTMLDialogElement.prototype;
  prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
