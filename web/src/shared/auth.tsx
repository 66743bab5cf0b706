import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { api } from './api';
import { clearStoredAndGoToLogin, readStored, writeStored, type UserInfo } from './storage';

interface Auth {
  userInfo: UserInfo | null;
  login(email: string, password: string): Promise<UserInfo>;
  register(name: string, email: string, password: string): Promise<UserInfo>;
  /** Keeps a user info the server returned (profile, levels), with the token unless a new one came. */
  updateUserInfo(next: Partial<UserInfo>): void;
  logout(): void;
}

const AuthContext = createContext<Auth | null>(null);

/** The signed-in state, restored at startup from the stored userInfo (SPEC §4). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [userInfo, setUserInfo] = useState<UserInfo | null>(() => readStored<UserInfo>('userInfo'));

  const keep = useCallback((info: UserInfo) => {
    writeStored('userInfo', info);
    setUserInfo(info);
    return info;
  }, []);

  const value = useMemo<Auth>(
    () => ({
      userInfo,
      login: async (email, password) => keep(await api.post<UserInfo>('/api/users/login', { email, password })),
      register: async (name, email, password) =>
        keep(await api.post<UserInfo>('/api/users', { name, email, password })),
      updateUserInfo: (next) => {
        const current = readStored<UserInfo>('userInfo');
        if (current) keep({ ...current, ...next, token: next.token || current.token });
      },
      logout: clearStoredAndGoToLogin,
    }),
    [userInfo, keep],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}
