import { useState } from 'react';
import { readGateCompleted, storeGateCompleted } from '../lib/download-gate-storage';
import { openInNewTab } from '../lib/open-in-new-tab';
import type { RegistrationValues } from '../lib/registration-form';

/** What a download button asks for: the file's id (sent as `fileType`), its link and its title. */
export interface DownloadTarget {
  fileType: string;
  url: string;
  title: string;
}

/**
 * The download gate of spec part 1 §4: a browser that has registered opens every file at once in
 * a new tab; otherwise the registration dialog opens for the file asked for, and after a
 * successful registration the file opens and the gate never shows again on this browser.
 */
export function useDownloadGate() {
  const [completed, setCompleted] = useState(readGateCompleted);
  const [pending, setPending] = useState<DownloadTarget>();

  function request(target: DownloadTarget): void {
    if (completed) openInNewTab(target.url);
    else setPending(target);
  }

  function registered(target: DownloadTarget, values: RegistrationValues): void {
    storeGateCompleted(values);
    setCompleted(true);
    openInNewTab(target.url);
    setPending(undefined);
  }

  return { pending, request, registered, cancel: () => setPending(undefined) };
}
