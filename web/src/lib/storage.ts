import type { UserInfo } from '@lebe/domain';
import { sessionStorageKeys } from '@lebe/domain/users/session-keys';
import { paths } from '../config/paths';

/** initializeParameters (SPEC §3): where main practice starts. */
export interface PracticeParameters {
  userLanguage: string;
  targetLanguage: string;
  level: number;
}
/** initializeCustomParameters (SPEC §3): the classroom being studied and the student's level there. */
export interface CustomParameters {
  classroom: string;
  level: number;
}

/** What the browser keeps between visits (SPEC §3), each key with the type it holds. */
interface Stored {
  userInfo: UserInfo;
  initializeParameters: PracticeParameters;
  initializeCustomParameters: CustomParameters;
  cartItems: unknown;
  shippingAddress: unknown;
  answerData: unknown;
  paymentMethod: unknown;
}
export type StoredKey = keyof Stored;
export const storedKeys: readonly StoredKey[] = sessionStorageKeys;

export function readStored<K extends StoredKey>(key: K): Stored[K] | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as Stored[K]) : null;
  } catch {
    return null;
  }
}

export function writeStored<K extends StoredKey>(key: K, value: Stored[K]) {
  localStorage.setItem(key, JSON.stringify(value));
}

/** Why the last session ended, for /login to say (kept for one page load, in this tab only). */
const signedOutKey = 'signedOutBecause';

/** Logout (SPEC §4): every stored item goes, then a full page load of /login, which shows `reason` if given. */
export function signOut(reason?: string) {
  for (const key of storedKeys) localStorage.removeItem(key);
  if (reason) sessionStorage.setItem(signedOutKey, reason);
  window.location.assign(paths.login.href());
}

/** The reason the last session ended, once: a reload of /login no longer shows it. */
export function takeSignedOutReason(): string | null {
  const reason = sessionStorage.getItem(signedOutKey);
  sessionStorage.removeItem(signedOutKey);
  return reason;
}
