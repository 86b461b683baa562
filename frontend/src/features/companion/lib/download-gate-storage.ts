import type { RegistrationValues } from './registration-form';

/** The browser keys of spec part 1 §3. */
export const gateCompletedKey = 'downloadGateCompleted';
export const gateDataKey = 'downloadGateData';

/**
 * Whether this browser has registered: then every download opens at once, the gate never again.
 * The stored form data is read too; if it does not parse it is reported and ignored (spec part 1 §4).
 */
export function readGateCompleted(storage: Storage = window.localStorage): boolean {
  let data: string | null;
  try {
    data = storage.getItem(gateDataKey);
  } catch {
    // Storage switched off by the browser: every download asks again.
    return false;
  }
  if (data !== null) {
    try {
      JSON.parse(data);
    } catch (error) {
      console.warn(`ignoring unreadable ${gateDataKey} in local storage`, error);
    }
  }
  return storage.getItem(gateCompletedKey) === 'true';
}

/** Remembers the registration: the flag and the form's values (the confirmation included, as entered). */
export function storeGateCompleted(values: RegistrationValues, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(gateCompletedKey, 'true');
    storage.setItem(gateDataKey, JSON.stringify(values));
  } catch {
    // Storage full or switched off: this page still remembers (useDownloadGate), the next one asks again.
  }
}
