/** Opens a download (or an external page) in a new tab; the new tab gets no handle on this one. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}
