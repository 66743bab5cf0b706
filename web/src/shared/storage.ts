/** What the browser keeps between visits (SPEC §3): the signed-in user and the practice parameters. */
export interface UserInfo {
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  token: string;
  userLevels: Record<string, number>;
  customLevels: Record<string, number>;
}

export const storedKeys = [
  'userInfo',
  'initializeParameters',
  'initializeCustomParameters',
  'cartItems',
  'shippingAddress',
  'answerData',
  'paymentMethod',
] as const;

export type StoredKey = (typeof storedKeys)[number];

export function readStored<T>(key: StoredKey): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeStored(key: StoredKey, value: unknown) {
  localStorage.setItem(key, JSON.stringify(value));
}

/** Logout: every stored item goes, then a full page load to /login (SPEC §4). */
export function clearStoredAndGoToLogin() {
  for (const key of storedKeys) localStorage.removeItem(key);
  window.location.assign('/login');
}
