import type { UserInfo } from '@lebe/domain/users/contracts';
import { sessionStorageKeys } from '@lebe/domain/users/session-keys';

// The console shares the learner app's session: userInfo in browser storage (SPEC §3).

export function userInfo(): UserInfo | null {
  try {
    const text = localStorage.getItem('userInfo');
    return text ? (JSON.parse(text) as UserInfo) : null;
  } catch {
    return null;
  }
}

/** Sends the visitor to the learner app's sign-in, coming back to where they were. */
export function toLogin() {
  const back = window.location.pathname + window.location.search;
  window.location.assign(`/login?redirect=${encodeURIComponent(back)}`);
}

export function clearSession() {
  for (const key of sessionStorageKeys) localStorage.removeItem(key);
}
